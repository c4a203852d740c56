import { Dropdown } from 'primereact/dropdown';
import { DIFFICULTIES } from './questionTypes';
import './question.css';
import { t } from '../i18n/zh-CN';

/** Difficulty as five icons: as many filled as the difficulty, the rest (5 minus it) empty. */
export function DifficultyIcons({ value }: { value: number }) {
  return (
    <span
      className="difficulty-icons"
      role="img"
      aria-label={t('difficulty2', { value })}
      data-testid="difficulty-icons"
    >
      {DIFFICULTIES.map((n) => (
        <i
          key={n}
          className={n <= value ? 'pi pi-star-fill difficulty-icons__on' : 'pi pi-star difficulty-icons__off'}
        />
      ))}
    </span>
  );
}

/** A difficulty filter showing the icons in the field and in the list; empty is 全部. */
export function DifficultyFilter({
  inputId,
  value,
  onChange,
  placeholder = t('all'),
}: {
  inputId: string;
  value: number | null;
  onChange: (difficulty: number | null) => void;
  /** Shown when no difficulty is chosen. */
  placeholder?: string;
}) {
  const option = (choice: { value: number } | null) =>
    choice ? (
      <span className="difficulty-option">
        <DifficultyIcons value={choice.value} />
        <span>{t.rich('level', { value: choice.value })}</span>
      </span>
    ) : (
      placeholder
    );
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={DIFFICULTIES.map((n) => ({ value: n, label: t('difficulty', { n }) }))}
      placeholder={placeholder}
      showClear
      valueTemplate={(choice, props) => (choice ? option(choice) : props.placeholder)}
      itemTemplate={option}
      onChange={(e) => onChange(e.value ?? null)}
    />
  );
}
