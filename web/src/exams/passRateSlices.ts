/** One slice of the pass-rate ring: its label and its share in percent. */
export interface PassRateSlice {
  label: string;
  percent: number;
}

/**
 * The pass-rate ring's slices from the pass rate (null without a reviewed paper: no ring at all).
 * An empty share draws no slice, so a ring where everyone passed carries no "不及格 0%" label.
 */
export function passRateSlices(
  percent: number | null | undefined,
  labels: { pass: string; fail: string },
): PassRateSlice[] {
  if (percent === null || percent === undefined) return [];
  const pass = Math.min(100, Math.max(0, percent));
  return [
    { label: labels.pass, percent: pass },
    { label: labels.fail, percent: Math.round((100 - pass) * 10) / 10 },
  ].filter((slice) => slice.percent > 0);
}
