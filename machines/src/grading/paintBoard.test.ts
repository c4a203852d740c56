import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { parseDrawing } from './annotation';
import {
  drawingOf,
  frameOf,
  type PaintBoardContext,
  type PaintBoardEvent,
  paintBoard,
  paintBoardInput,
} from './paintBoard';

const RECT = { name: 'rect', x: 10, y: 10, w: 40, h: 30 } as const;
const FLAT = { name: 'rect', x: 10, y: 10, w: 0, h: 30 } as const;

/** Every event worth trying, bounded so the board's states stay finite (one shape, one text, one turn). */
function events(snapshot: { context: PaintBoardContext }): PaintBoardEvent[] {
  const { items, rotation } = snapshot.context;
  const list: PaintBoardEvent[] = [
    { type: 'paint.tool', tool: 'rect' },
    { type: 'paint.tool', tool: 'text' },
    { type: 'paint.select', index: 0 },
    { type: 'paint.select', index: null },
    { type: 'paint.delete' },
    { type: 'paint.editText', index: 0 },
    { type: 'paint.typeText', text: '好' },
    { type: 'paint.typeText', text: ' ' },
    { type: 'paint.commitText' },
    { type: 'paint.escape' },
    { type: 'paint.draw', item: FLAT },
  ];
  if (items.length === 0)
    list.push({ type: 'paint.draw', item: RECT }, { type: 'paint.placeText', x: 5, y: 5 });
  if (rotation === 0) list.push({ type: 'paint.rotate', by: 1 });
  if ((items[0]?.x ?? 0) < 20) list.push({ type: 'paint.move', dx: 10, dy: 0 });
  return list;
}

describe('paint board, model-based', () => {
  const input = paintBoardInput('');
  const key = (e: unknown) => JSON.stringify(e);
  const model = createTestModel(paintBoard, {
    input,
    events: (s) => events(s as never),
    // Only the events offered (the model would also try each event type bare).
    filterEvents: (s, e) => events(s as never).some((o) => key(o) === key(e)),
  });
  const paths = transitionCoveringPaths(model, paintBoard);

  it('covers every state and transition', () => {
    const declared = declaredGraph(paintBoard);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every path: the saved drawing always reads back as the section 3 format (${paths.length} paths)`, () => {
    for (const path of paths) {
      const actor = createActor(paintBoard, { input }).start();
      for (const step of path.steps) {
        if (!step.event.type.startsWith('xstate.')) actor.send(step.event as PaintBoardEvent);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        const saved = drawingOf(actor.getSnapshot().context);
        if (saved !== '') expect(parseDrawing(saved)?.draw.length).toBe(JSON.parse(saved).draw.length);
      }
    }
  });
});

describe('paint board rules (spec sections 2, 5, 9)', () => {
  const board = () => createActor(paintBoard, { input: paintBoardInput('') }).start();

  it('selecting the active tool deselects it', () => {
    const actor = board();
    actor.send({ type: 'paint.tool', tool: 'rect' });
    expect(actor.getSnapshot().context.tool).toBe('rect');
    actor.send({ type: 'paint.tool', tool: 'rect' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'selecting', context: { tool: null } });
  });

  it('zero-size rectangles are discarded; a drawn one is kept and can be selected with its frame', () => {
    const actor = board();
    actor.send({ type: 'paint.tool', tool: 'rect' });
    actor.send({ type: 'paint.draw', item: FLAT });
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.send({ type: 'paint.draw', item: RECT });
    actor.send({ type: 'paint.tool', tool: 'rect' });
    actor.send({ type: 'paint.select', index: 0 });
    const item = actor.getSnapshot().context.items[0];
    expect(item && frameOf(item).controls).toHaveLength(4);
  });

  it('text: placed, typed, blank text removed, Escape cancels editing and the tool', () => {
    const actor = board();
    actor.send({ type: 'paint.tool', tool: 'text' });
    actor.send({ type: 'paint.placeText', x: 1, y: 1 });
    actor.send({ type: 'paint.typeText', text: '  ' });
    actor.send({ type: 'paint.commitText' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.send({ type: 'paint.placeText', x: 1, y: 1 });
    actor.send({ type: 'paint.typeText', text: '很好' });
    actor.send({ type: 'paint.escape' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'selecting', context: { tool: null } });
    expect(actor.getSnapshot().context.items).toEqual([{ name: 'text', x: 1, y: 1, text: '很好' }]);
  });

  it('double click edits text again; Backspace deletes the selection', () => {
    const actor = createActor(paintBoard, {
      input: paintBoardInput(
        JSON.stringify({ bg: [{ rotate: 0 }], draw: [{ name: 'text', x: 1, y: 1, text: '对' }] }),
      ),
    }).start();
    actor.send({ type: 'paint.editText', index: 0 });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'paint.commitText' });
    actor.send({ type: 'paint.select', index: 0 });
    actor.send({ type: 'paint.delete' });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('rotation in 90° steps is saved in the bg entry', () => {
    const actor = board();
    actor.send({ type: 'paint.rotate', by: -1 });
    expect(drawingOf(actor.getSnapshot().context)).toBe('{"bg":[{"rotate":270}],"draw":[]}');
  });
});
