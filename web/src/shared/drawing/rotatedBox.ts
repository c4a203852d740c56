/** Where an answer image is shown at most (see `.drawing-view img` in drawing.css). */
export const SHOWN_MAX = { w: 320, h: 240 } as const;

/** The size an image of these natural pixels is drawn at: shrunk to fit, never enlarged. */
export function shownSize(natural: { w: number; h: number }): { w: number; h: number } {
  const scale = Math.min(1, SHOWN_MAX.w / natural.w, SHOWN_MAX.h / natural.h);
  return { w: natural.w * scale, h: natural.h * scale };
}

/**
 * The box a picture of this size takes once turned by `degrees`: a CSS rotation keeps the element's
 * own box, so a turned picture overflows it (over the answer above and the 批注 button below) unless
 * its holder is sized to the turned bounds.
 */
export function rotatedBox(size: { w: number; h: number }, degrees: number): { w: number; h: number } {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(a));
  const sin = Math.abs(Math.sin(a));
  const round = (v: number) => Math.round(v * 100) / 100;
  return { w: round(size.w * cos + size.h * sin), h: round(size.w * sin + size.h * cos) };
}
