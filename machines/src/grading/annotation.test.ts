import { describe, expect, it } from 'vitest';
import { formatPoints, isKeptShape, normaliseRotation, parseDrawing, parsePoints } from './annotation';

describe('annotation format (spec sections 3 and 5)', () => {
  it('discards zero-width or zero-height rectangles and ellipses', () => {
    expect(isKeptShape({ name: 'rect', x: 0, y: 0, w: 0, h: 5 })).toBe(false);
    expect(isKeptShape({ name: 'ellipse', x: 0, y: 0, w: 5, h: 0 })).toBe(false);
    expect(isKeptShape({ name: 'rect', x: 0, y: 0, w: -5, h: 5 })).toBe(true);
  });

  it('discards arrows of length 10 or less and lines without points; empty text is removed', () => {
    expect(isKeptShape({ name: 'arrow', x: 0, y: 0, ox: 6, oy: 8 })).toBe(false);
    expect(isKeptShape({ name: 'arrow', x: 0, y: 0, ox: 6.1, oy: 8 })).toBe(true);
    expect(isKeptShape({ name: 'line', x: 0, y: 0, points: '' })).toBe(false);
    expect(isKeptShape({ name: 'line', x: 0, y: 0, points: '1,2|3,4' })).toBe(true);
    expect(isKeptShape({ name: 'text', x: 0, y: 0, text: ' ' })).toBe(false);
  });

  it('points as x,y joined by |; rotation in 90° steps', () => {
    expect(
      formatPoints([
        { x: 1.2, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('1,2|3,4');
    expect(parsePoints('1,2|3,4')).toEqual([
      { x: 1, y: 2 },
      { x: 3, y: 4 },
    ]);
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(450)).toBe(90);
  });

  it('a drawing with unknown shapes or fields is refused; empty text is an empty drawing', () => {
    expect(parseDrawing('')).toEqual({ bg: [{ rotate: 0 }], draw: [] });
    expect(parseDrawing('{"bg":[],"draw":[{"name":"blob","x":1,"y":1}]}')).toBeUndefined();
    expect(parseDrawing('{"bg":[],"draw":[{"name":"rect","x":"1","y":1}]}')).toBeUndefined();
    expect(parseDrawing('not json')).toBeUndefined();
  });
});
