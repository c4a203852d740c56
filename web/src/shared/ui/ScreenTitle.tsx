/**
 * The level-1 heading of a top-level screen whose title the frame's breadcrumb already shows: read by
 * screen readers (and their heading navigation), not drawn twice.
 */
export function ScreenTitle({ children }: { children: string }) {
  return <h1 className="visually-hidden">{children}</h1>;
}
