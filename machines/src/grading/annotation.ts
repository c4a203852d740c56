/**
 * The saved drawing on one answer image (spec section 3, annotation data per image): a `bg` list with
 * the image's rotation, and a `draw` list of shapes. Shared by the paint board (which writes it) and
 * the server (which checks it), so both discard the same degenerate shapes (spec section 5).
 */

export type ShapeName = 'rect' | 'ellipse' | 'arrow' | 'line' | 'text';
export const SHAPE_NAMES: readonly ShapeName[] = ['rect', 'ellipse', 'arrow', 'line', 'text'];

export interface DrawItem {
  name: ShapeName;
  x: number;
  y: number;
  /** Rectangles and ellipses. */
  w?: number;
  h?: number;
  /** Arrows: the other end. */
  ox?: number;
  oy?: number;
  /** Lines (pen strokes): 'x,y|x,y'. */
  points?: string;
  /** Text items. */
  text?: string;
}

export interface Drawing {
  /** The image's rotation entry, in degrees (multiples of 90). */
  bg: { rotate: number }[];
  draw: DrawItem[];
}

/** Spec section 9: pen red, width 3; text 16px Arial; rotation in 90° steps; arrow minimum length. */
export const PAINT = {
  penColor: '#ff0000',
  penWidth: 3,
  font: '16px Arial',
  rotationStep: 90,
  arrowMinLength: 10,
  arrowThrottleMs: 800,
  resizeDebounceMs: 400,
} as const;

/** Spec section 8: the paint board's diagnostic messages. */
export const PAINT_MESSAGES = {
  stageEmpty: '画板未初始化',
  imageDataEmpty: '图片数据为空',
  imageIndexOutOfRange: '图片序号超出范围',
} as const;

export const emptyDrawing = (): Drawing => ({ bg: [{ rotate: 0 }], draw: [] });

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Whether a shape is kept: zero-size boxes, arrows of length 10 or less, empty lines and blank text go. */
export function isKeptShape(item: DrawItem): boolean {
  switch (item.name) {
    case 'rect':
    case 'ellipse':
      return finite(item.w) && finite(item.h) && item.w !== 0 && item.h !== 0;
    case 'arrow': {
      if (!finite(item.ox) || !finite(item.oy)) return false;
      return Math.hypot(item.ox - item.x, item.oy - item.y) > PAINT.arrowMinLength;
    }
    case 'line':
      return typeof item.points === 'string' && parsePoints(item.points).length > 0;
    case 'text':
      return typeof item.text === 'string' && item.text.trim() !== '';
    default: {
      const unknown: never = item.name;
      throw new Error(`unknown shape ${unknown}`);
    }
  }
}

/** 'x,y|x,y' into points (malformed pairs dropped). */
export function parsePoints(points: string): { x: number; y: number }[] {
  if (points.trim() === '') return [];
  return points
    .split('|')
    .map((pair) => pair.split(',').map(Number))
    .filter((xy): xy is [number, number] => xy.length === 2 && xy.every(Number.isFinite))
    .map(([x, y]) => ({ x, y }));
}

export const formatPoints = (points: readonly { x: number; y: number }[]) =>
  points.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join('|');

/** A rotation normalised to 0, 90, 180 or 270. */
export const normaliseRotation = (degrees: number) =>
  (((Math.round(degrees / PAINT.rotationStep) * PAINT.rotationStep) % 360) + 360) % 360;

/**
 * Reads a saved drawing (JSON text) into its clean form, or undefined when it is not a drawing:
 * unknown shapes or fields refuse the whole drawing, degenerate shapes are dropped.
 */
export function parseDrawing(text: string): Drawing | undefined {
  if (text.trim() === '') return emptyDrawing();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { bg, draw } = value as { bg?: unknown; draw?: unknown };
  if (!Array.isArray(bg) || !Array.isArray(draw) || draw.length > 1000) return undefined;
  const rotate = (bg[0] as { rotate?: unknown } | undefined)?.rotate ?? 0;
  if (!finite(rotate)) return undefined;
  const items: DrawItem[] = [];
  for (const raw of draw) {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const item = raw as Record<string, unknown>;
    if (!SHAPE_NAMES.includes(item.name as ShapeName) || !finite(item.x) || !finite(item.y)) return undefined;
    const clean: DrawItem = { name: item.name as ShapeName, x: item.x, y: item.y };
    for (const key of ['w', 'h', 'ox', 'oy'] as const) {
      if (item[key] === undefined) continue;
      if (!finite(item[key])) return undefined;
      clean[key] = item[key];
    }
    for (const key of ['points', 'text'] as const) {
      if (item[key] === undefined) continue;
      if (typeof item[key] !== 'string' || item[key].length > 100_000) return undefined;
      clean[key] = item[key];
    }
    if (isKeptShape(clean)) items.push(clean);
  }
  return { bg: [{ rotate: normaliseRotation(rotate) }], draw: items };
}
