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

  it('arrows measure from their start to their other end; an arrow or box without its other numbers is dropped', () => {
    expect(isKeptShape({ name: 'arrow', x: 100, y: 100, ox: 105, oy: 105 })).toBe(false);
    expect(isKeptShape({ name: 'arrow', x: 100, y: 100, ox: 100, oy: 111 })).toBe(true);
    expect(isKeptShape({ name: 'arrow', x: 0, y: 0, ox: 50 })).toBe(false);
    expect(isKeptShape({ name: 'arrow', x: 0, y: 0, oy: 50 })).toBe(false);
    expect(isKeptShape({ name: 'rect', x: 0, y: 0, w: 5 })).toBe(false);
    expect(isKeptShape({ name: 'ellipse', x: 0, y: 0, h: 5 })).toBe(false);
    expect(isKeptShape({ name: 'rect', x: 0, y: 0, w: Number.NaN, h: 5 })).toBe(false);
    expect(isKeptShape({ name: 'line', x: 0, y: 0 })).toBe(false);
    expect(isKeptShape({ name: 'text', x: 0, y: 0 })).toBe(false);
    expect(isKeptShape({ name: 'text', x: 0, y: 0, text: '好' })).toBe(true);
  });

  it('a pen stroke keeps its well-formed x,y pairs only', () => {
    expect(parsePoints('  ')).toEqual([]);
    expect(parsePoints('1,2|3|4,a|5,6,7|8,9')).toEqual([
      { x: 1, y: 2 },
      { x: 8, y: 9 },
    ]);
    expect(isKeptShape({ name: 'line', x: 0, y: 0, points: '3|4,a' })).toBe(false);
  });

  it('a saved drawing keeps its rotation (in 90° steps) and its kept shapes only', () => {
    const box = { name: 'rect', x: 1, y: 2, w: 3, h: 4 };
    expect(
      parseDrawing(
        JSON.stringify({
          bg: [{ rotate: -90 }],
          draw: [box, { ...box, w: 0 }, { name: 'text', x: 1, y: 1, text: ' ' }],
        }),
      ),
    ).toEqual({ bg: [{ rotate: 270 }], draw: [box] });
    expect(parseDrawing(JSON.stringify({ bg: [], draw: [] }))).toEqual({ bg: [{ rotate: 0 }], draw: [] });
    expect(parseDrawing('   ')).toEqual({ bg: [{ rotate: 0 }], draw: [] });
  });

  it.each([
    ['a number', '3'],
    ['null', 'null'],
    ['a string', '"drawing"'],
    ['no bg list', '{"draw":[]}'],
    ['no draw list', '{"bg":[]}'],
    ['bg not a list', '{"bg":{},"draw":[]}'],
    ['a rotation that is not a number', '{"bg":[{"rotate":"90"}],"draw":[]}'],
    ['a shape that is null', '{"bg":[],"draw":[null]}'],
    ['a shape that is a number', '{"bg":[],"draw":[3]}'],
    ['a size that is not a number', '{"bg":[],"draw":[{"name":"rect","x":1,"y":1,"w":"3","h":4}]}'],
    ['points that are not text', '{"bg":[],"draw":[{"name":"line","x":1,"y":1,"points":[1,2]}]}'],
    ['text that is not text', '{"bg":[],"draw":[{"name":"text","x":1,"y":1,"text":5}]}'],
  ])('a drawing with %s is refused', (_name, text) => {
    expect(parseDrawing(text)).toBeUndefined();
  });

  it('a drawing holds at most 1,000 shapes, and a text or stroke at most 100,000 characters', () => {
    const drawing = (draw: unknown[]) => JSON.stringify({ bg: [], draw });
    const dot = { name: 'text', x: 1, y: 1, text: '√' };
    expect(parseDrawing(drawing(Array(1000).fill(dot)))?.draw).toHaveLength(1000);
    expect(parseDrawing(drawing(Array(1001).fill(dot)))).toBeUndefined();
    expect(parseDrawing(drawing([{ ...dot, text: 'a'.repeat(100_000) }]))?.draw).toHaveLength(1);
    expect(parseDrawing(drawing([{ ...dot, text: 'a'.repeat(100_001) }]))).toBeUndefined();
  });
});
