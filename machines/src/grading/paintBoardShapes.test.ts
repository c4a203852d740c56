import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { DrawItem } from './annotation';
import { drawingOf, frameOf, paintBoard, paintBoardInput } from './paintBoard';

/**
 * Spec sections 2 and 5: a selected shape shows its frame and its four control points, in image pixels,
 * whichever way it was drawn; a shape moved keeps its form.
 */
const frame = (item: DrawItem) => {
  const { x, y, w, h, controls } = frameOf(item);
  return { x, y, w, h, controls };
};
const corners = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x, y: y + h },
  { x: x + w, y: y + h },
];

describe('a selected shape’s frame', () => {
  it('a rectangle: its own box and four corners', () => {
    expect(frame({ name: 'rect', x: 10, y: 20, w: 40, h: 30 })).toEqual({
      x: 10,
      y: 20,
      w: 40,
      h: 30,
      controls: corners(10, 20, 40, 30),
    });
  });

  it('a rectangle drawn up and to the left is framed from its top-left corner', () => {
    expect(frame({ name: 'rect', x: 50, y: 60, w: -40, h: -30 })).toEqual({
      x: 10,
      y: 30,
      w: 40,
      h: 30,
      controls: corners(10, 30, 40, 30),
    });
  });

  it('an arrow: from its tail to its head, either way', () => {
    expect(frame({ name: 'arrow', x: 10, y: 20, ox: 70, oy: 50 })).toMatchObject({
      x: 10,
      y: 20,
      w: 60,
      h: 30,
    });
    expect(frame({ name: 'arrow', x: 70, y: 50, ox: 10, oy: 20 })).toMatchObject({
      x: 10,
      y: 20,
      w: 60,
      h: 30,
    });
  });

  it('an arrow without a head yet is a point', () => {
    expect(frame({ name: 'arrow', x: 7, y: 9 })).toMatchObject({ x: 7, y: 9, w: 0, h: 0 });
  });

  it('a text: 16 px per character, at least one character wide, one line of 20 px', () => {
    expect(frame({ name: 'text', x: 5, y: 6, text: '三个字' })).toMatchObject({ x: 5, y: 6, w: 48, h: 20 });
    expect(frame({ name: 'text', x: 5, y: 6, text: '' })).toMatchObject({ w: 16, h: 20 });
    expect(frame({ name: 'text', x: 5, y: 6 })).toMatchObject({ w: 16, h: 20 });
  });

  it('a pen line: the box of its points', () => {
    expect(frame({ name: 'line', x: 0, y: 0, points: '30,40|10,80|50,20' })).toEqual({
      x: 10,
      y: 20,
      w: 40,
      h: 60,
      controls: corners(10, 20, 40, 60),
    });
  });
});

describe('moving the selected shape', () => {
  const movedBy = (item: DrawItem, dx: number, dy: number) => {
    const actor = createActor(paintBoard, { input: { ...paintBoardInput(''), items: [item] } }).start();
    actor.send({ type: 'paint.select', index: 0 });
    actor.send({ type: 'paint.move', dx, dy });
    return actor.getSnapshot().context.items[0];
  };

  it('an arrow moves its tail and its head', () => {
    expect(movedBy({ name: 'arrow', x: 10, y: 20, ox: 70, oy: 50 }, 5, -5)).toEqual({
      name: 'arrow',
      x: 15,
      y: 15,
      ox: 75,
      oy: 45,
    });
  });

  it('a pen line moves every point', () => {
    expect(movedBy({ name: 'line', x: 10, y: 20, points: '10,20|30,40' }, 3, 4)).toEqual({
      name: 'line',
      x: 13,
      y: 24,
      points: '13,24|33,44',
    });
  });

  it('a rectangle keeps its size and gains no head or points', () => {
    expect(movedBy({ name: 'rect', x: 10, y: 20, w: 40, h: 30 }, -10, 0)).toEqual({
      name: 'rect',
      x: 0,
      y: 20,
      w: 40,
      h: 30,
    });
  });
});

describe('the board opened on a saved drawing', () => {
  it('starts from its shapes and its turn, and saves them back as they were', () => {
    const saved = JSON.stringify({
      bg: [{ rotate: 90 }],
      draw: [{ name: 'rect', x: 1, y: 2, w: 30, h: 40 }],
    });
    const context = paintBoardInput(saved);
    expect(context).toEqual({
      tool: null,
      items: [{ name: 'rect', x: 1, y: 2, w: 30, h: 40 }],
      selected: null,
      editing: null,
      rotation: 90,
    });
    expect(JSON.parse(drawingOf(context))).toEqual(JSON.parse(saved));
  });

  it('with nothing saved: no shape, no turn, and nothing to save', () => {
    const context = paintBoardInput('');
    expect(context.items).toEqual([]);
    expect(context.rotation).toBe(0);
    expect(drawingOf(context)).toBe('');
  });
});
