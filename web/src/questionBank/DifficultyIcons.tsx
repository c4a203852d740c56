/** Difficulty as five icons: as many filled as the difficulty, the rest (5 minus it) empty. */
export function DifficultyIcons({ value }: { value: number }) {
  return (
    <span className="difficulty-icons" role="img" aria-label={`难度${value}`} data-testid="difficulty-icons">
      {[1, 2, 3, 4, 5].map((n) => (
        <i
          key={n}
          className={n <= value ? 'pi pi-star-fill difficulty-icons__on' : 'pi pi-star difficulty-icons__off'}
        />
      ))}
    </span>
  );
}
