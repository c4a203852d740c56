import { describe, expect, it } from 'vitest';
import { fitWithin, IMAGE_LONG_SIDE } from './answerImage';

describe('answer photos are resized in the browser', () => {
  it('a large photo is shrunk so its long side is the limit, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ w: IMAGE_LONG_SIDE, h: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ w: 1200, h: IMAGE_LONG_SIDE });
  });

  it('a small image is never enlarged', () => {
    expect(fitWithin(96, 64)).toEqual({ w: 96, h: 64 });
  });

  it('a very thin image keeps at least one pixel', () => {
    expect(fitWithin(10_000, 2)).toEqual({ w: IMAGE_LONG_SIDE, h: 1 });
  });
});
