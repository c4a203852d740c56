import { assign, setup } from 'xstate';
import {
  type DrawItem,
  type Drawing,
  isKeptShape,
  normaliseRotation,
  PAINT,
  parseDrawing,
  type ShapeName,
} from './annotation';

/**
 * The paint board on one answer image (spec sections 2, 5 and 9): a tool is chosen (choosing the
 * active one again deselects it), shapes are drawn with it, a selected shape shows its frame and
 * control points, text is placed and edited (double click edits it again; blank text is removed),
 * Backspace deletes the selection, Escape cancels text editing and the tool, the image turns in 90°
 * steps. Degenerate shapes are discarded as they are drawn.
 */

export type PaintTool = Exclude<ShapeName, 'line'> | 'pen';
export const PAINT_TOOLS: readonly PaintTool[] = ['pen', 'rect', 'ellipse', 'arrow', 'text'];

export interface PaintBoardContext {
  tool: PaintTool | null;
  items: DrawItem[];
  selected: number | null;
  /** The text item being edited. */
  editing: number | null;
  rotation: number;
}

export type PaintBoardEvent =
  | { type: 'paint.tool'; tool: PaintTool }
  | { type: 'paint.draw'; item: DrawItem }
  | { type: 'paint.select'; index: number | null }
  | { type: 'paint.move'; dx: number; dy: number }
  | { type: 'paint.placeText'; x: number; y: number }
  | { type: 'paint.editText'; index: number }
  | { type: 'paint.typeText'; text: string }
  | { type: 'paint.commitText' }
  | { type: 'paint.delete' }
  | { type: 'paint.escape' }
  | { type: 'paint.rotate'; by: 1 | -1 };

/** The board's starting context from a saved drawing (JSON text of section 3, '' for none). */
export function paintBoardInput(draw: string): PaintBoardContext {
  const drawing = parseDrawing(draw);
  return {
    tool: null,
    items: drawing?.draw ?? [],
    selected: null,
    editing: null,
    rotation: drawing?.bg[0]?.rotate ?? 0,
  };
}

/** The drawing to save, exactly in the section 3 format ('' when nothing is drawn or turned). */
export function drawingOf(context: Pick<PaintBoardContext, 'items' | 'rotation'>): string {
  const draw = context.items.filter(isKeptShape);
  if (draw.length === 0 && context.rotation === 0) return '';
  const drawing: Drawing = { bg: [{ rotate: context.rotation }], draw };
  return JSON.stringify(drawing);
}

/** The selected shape's frame (x, y, w, h) and its control points, in image pixels. */
export function frameOf(item: DrawItem) {
  let x = item.x;
  let y = item.y;
  let w = item.w ?? 0;
  let h = item.h ?? 0;
  if (item.name === 'arrow') {
    w = (item.ox ?? item.x) - item.x;
    h = (item.oy ?? item.y) - item.y;
  }
  if (item.name === 'text') {
    w = Math.max(16, (item.text ?? '').length * 16);
    h = 20;
  }
  if (item.name === 'line') {
    const points = (item.points ?? '').split('|').map((p) => p.split(',').map(Number) as [number, number]);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    x = Math.min(...xs);
    y = Math.min(...ys);
    w = Math.max(...xs) - x;
    h = Math.max(...ys) - y;
  }
  if (w < 0) {
    x += w;
    w = -w;
  }
  if (h < 0) {
    y += h;
    h = -h;
  }
  const controls = [
    { x, y },
    { x: x + w, y },
    { x, y: y + h },
    { x: x + w, y: y + h },
  ];
  return { x, y, w, h, controls };
}

const moved = (item: DrawItem, dx: number, dy: number): DrawItem => {
  const next: DrawItem = { ...item, x: item.x + dx, y: item.y + dy };
  if (item.ox !== undefined) next.ox = item.ox + dx;
  if (item.oy !== undefined) next.oy = item.oy + dy;
  if (item.points !== undefined)
    next.points = item.points
      .split('|')
      .map((p) => {
        const [px, py] = p.split(',').map(Number) as [number, number];
        return `${px + dx},${py + dy}`;
      })
      .join('|');
  return next;
};

/** Removes the edited text item when it is blank (spec: unsaved blank text is removed). */
const dropBlankText = (context: PaintBoardContext): Partial<PaintBoardContext> => {
  const index = context.editing;
  if (index === null) return { editing: null };
  const item = context.items[index];
  if (item && (item.text ?? '').trim() === '')
    return { items: context.items.filter((_, i) => i !== index), editing: null, selected: null };
  return { editing: null };
};

export const paintBoard = setup({
  types: {
    context: {} as PaintBoardContext,
    events: {} as PaintBoardEvent,
    input: {} as PaintBoardContext,
  },
  guards: {
    isActiveTool: ({ context, event }) => event.type === 'paint.tool' && event.tool === context.tool,
    isKept: ({ event }) => event.type === 'paint.draw' && event.item !== undefined && isKeptShape(event.item),
    isTextTool: ({ context }) => context.tool === 'text',
    hasSelection: ({ context }) => context.selected !== null,
    isShape: ({ context, event }) =>
      event.type === 'paint.select' && (event.index === null || context.items[event.index] !== undefined),
    isText: ({ context, event }) =>
      event.type === 'paint.editText' && context.items[event.index]?.name === 'text',
    hasTool: ({ context }) => context.tool !== null,
  },
  actions: {
    chooseTool: assign(({ event }) => ({
      tool: event.type === 'paint.tool' ? event.tool : null,
      selected: null,
    })),
    dropTool: assign({ tool: null, selected: null }),
    addShape: assign({
      items: ({ context, event }) =>
        event.type === 'paint.draw' ? [...context.items, event.item] : context.items,
    }),
    select: assign({ selected: ({ event }) => (event.type === 'paint.select' ? event.index : null) }),
    move: assign({
      items: ({ context, event }) =>
        event.type === 'paint.move'
          ? context.items.map((item, i) => (i === context.selected ? moved(item, event.dx, event.dy) : item))
          : context.items,
    }),
    deleteSelected: assign(({ context }) => ({
      items: context.items.filter((_, i) => i !== context.selected),
      selected: null,
    })),
    placeText: assign(({ context, event }) => {
      if (event.type !== 'paint.placeText') return {};
      const items = [...context.items, { name: 'text' as const, x: event.x, y: event.y, text: '' }];
      return { items, editing: items.length - 1, selected: items.length - 1 };
    }),
    startEditing: assign(({ event }) =>
      event.type === 'paint.editText' ? { editing: event.index, selected: event.index } : {},
    ),
    typeText: assign({
      items: ({ context, event }) =>
        event.type === 'paint.typeText'
          ? context.items.map((item, i) => (i === context.editing ? { ...item, text: event.text } : item))
          : context.items,
    }),
    finishText: assign(({ context }) => dropBlankText(context)),
    rotate: assign({
      rotation: ({ context, event }) =>
        event.type === 'paint.rotate'
          ? normaliseRotation(context.rotation + event.by * PAINT.rotationStep)
          : context.rotation,
    }),
  },
}).createMachine({
  id: 'paintBoard',
  context: ({ input }) => input,
  initial: 'selecting',
  states: {
    /** No tool: shapes are selected, moved, deleted; text is edited on double click. */
    selecting: {
      on: {
        'paint.tool': { target: 'drawing', actions: 'chooseTool' },
        'paint.select': { guard: 'isShape', actions: 'select' },
        'paint.move': { guard: 'hasSelection', actions: 'move' },
        'paint.delete': { guard: 'hasSelection', actions: 'deleteSelected' },
        'paint.editText': { guard: 'isText', target: 'editing', actions: 'startEditing' },
        'paint.escape': { guard: 'hasSelection', actions: 'dropTool' },
        'paint.rotate': { actions: 'rotate' },
      },
    },
    /** A tool is active: each finished shape is kept unless degenerate. */
    drawing: {
      on: {
        'paint.tool': [
          { guard: 'isActiveTool', target: 'selecting', actions: 'dropTool' },
          { actions: 'chooseTool' },
        ],
        'paint.draw': { guard: 'isKept', actions: 'addShape' },
        'paint.placeText': { guard: 'isTextTool', target: 'editing', actions: 'placeText' },
        'paint.escape': { target: 'selecting', actions: 'dropTool' },
        'paint.rotate': { actions: 'rotate' },
      },
    },
    /** Typing into a text item. */
    editing: {
      on: {
        'paint.typeText': { actions: 'typeText' },
        'paint.commitText': [
          { guard: 'hasTool', target: 'drawing', actions: 'finishText' },
          { target: 'selecting', actions: 'finishText' },
        ],
        // Escape cancels the text edit and the tool.
        'paint.escape': { target: 'selecting', actions: ['finishText', 'dropTool'] },
      },
    },
  },
});
