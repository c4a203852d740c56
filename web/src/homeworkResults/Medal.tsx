/** Gold, silver and bronze: the face and its darker rim. */
const METALS: Record<1 | 2 | 3, { face: string; rim: string }> = {
  1: { face: '#f5c542', rim: '#b8860b' },
  2: { face: '#d4d8de', rim: '#8a929c' },
  3: { face: '#d9955b', rim: '#8f5326' },
};

export const hasMedal = (ranking: number): ranking is 1 | 2 | 3 =>
  ranking === 1 || ranking === 2 || ranking === 3;

/**
 * The medal of the first three ranks, drawn (not an emoji, which shows as an empty box where no emoji
 * font is installed): a ribbon, a metal disc and the rank on it.
 */
export function Medal({ ranking, label }: { ranking: 1 | 2 | 3; label: string }) {
  const { face, rim } = METALS[ranking];
  return (
    <svg
      className="result-medal"
      role="img"
      aria-label={label}
      data-testid={`medal-${ranking}`}
      viewBox="0 0 24 24"
      width="22"
      height="22"
    >
      <path d="M6 1h5l3 8H9z" fill="#d64545" />
      <path d="M18 1h-5l-3 8h5z" fill="#3f6fd8" />
      <circle cx="12" cy="15" r="7.5" fill={face} stroke={rim} strokeWidth="1.5" />
      <text
        x="12"
        y="18.6"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill={rim}
        fontFamily="sans-serif"
      >
        {ranking}
      </text>
    </svg>
  );
}
