import { describe, expect, it } from 'vitest';
import { rotatedBox, shownSize } from './rotatedBox';

describe('the box of a turned answer image', () => {
  it('swaps width and height on a quarter turn, either way', () => {
    expect(rotatedBox({ w: 320, h: 213 }, 90)).toEqual({ w: 213, h: 320 });
    expect(rotatedBox({ w: 320, h: 213 }, -90)).toEqual({ w: 213, h: 320 });
    expect(rotatedBox({ w: 320, h: 213 }, 270)).toEqual({ w: 213, h: 320 });
  });

  it('keeps its size unturned or upside down', () => {
    expect(rotatedBox({ w: 320, h: 213 }, 0)).toEqual({ w: 320, h: 213 });
    expect(rotatedBox({ w: 320, h: 213 }, 180)).toEqual({ w: 320, h: 213 });
  });

  it('holds the corners of a picture turned by any angle', () => {
    const box = rotatedBox({ w: 100, h: 100 }, 45);
    expect(box.w).toBeCloseTo(141.42, 1);
    expect(box.h).toBeCloseTo(141.42, 1);
  });

  it('draws a large image shrunk to fit 320 × 240, a small one as it is', () => {
    expect(shownSize({ w: 480, h: 320 })).toEqual({ w: 320, h: 320 * (320 / 480) });
    expect(shownSize({ w: 300, h: 600 })).toEqual({ w: 120, h: 240 });
    expect(shownSize({ w: 100, h: 50 })).toEqual({ w: 100, h: 50 });
  });
});
