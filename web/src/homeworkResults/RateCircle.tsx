/** A rate as a circle (spec: submit rate and grade rate circles), an integer percentage inside. */
export function RateCircle({ label, percent }: { label: string; percent: number }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <figure className="rate-circle" aria-label={`${label} ${clamped}%`}>
      <div className="rate-circle__ring" style={{ '--rate': `${clamped * 3.6}deg` } as React.CSSProperties}>
        <span className="rate-circle__value">{clamped}%</span>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
