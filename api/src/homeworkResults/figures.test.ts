import { describe, expect, it } from 'vitest';
import { bandOf, groupSizeOf, itemAnalysis } from './figures';

describe('grade bands (spec section 9: 90–100, 80–90, 70–80, 60–70, 0–60)', () => {
  it('a rate on a boundary belongs to the higher band', () => {
    expect([1000, 900, 899, 800, 700, 600, 599, 0].map(bandOf)).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
  });
});

describe('item analysis, against a hand-computed example', () => {
  // Five final reports with rates 90 %, 80 %, 60 %, 40 %, 20 %; the item is right for 90, 80 and 40.
  // p = 3/5 = 0.6. Groups of round(5 × 0.27) = 1: upper (90) right, lower (20) wrong: D = (1 − 0)/1 = 1.
  // Mean 58, M1 = (90+80+40)/3 = 70, M0 = (60+20)/2 = 40, σ = √(402 − 58²)·10 = √65600 ≈ 256.125 permille,
  // r_pb = (700 − 400)/256.125 × √(0.6 × 0.4) ≈ 0.574.
  const rates = [900, 800, 600, 400, 200];
  const right = [900, 800, 400];
  const inputs = {
    n: 5,
    right: 3,
    rateSum: rates.reduce((s, r) => s + r, 0),
    rateSquareSum: rates.reduce((s, r) => s + r * r, 0),
    rightRateSum: right.reduce((s, r) => s + r, 0),
    groupSize: groupSizeOf(5),
    upperRight: 1,
    lowerRight: 0,
  };

  it('difficulty, upper-lower discrimination and point-biserial', () => {
    expect(itemAnalysis(inputs)).toEqual({ p: 0.6, discrimination: 1, point_biserial: 0.574, flags: [] });
  });

  it('flags a too easy item, a too hard item and a negatively discriminating one', () => {
    expect(
      itemAnalysis({ ...inputs, right: 5, rightRateSum: inputs.rateSum })?.flags.map((f) => f.flag),
    ).toEqual(['too_easy']);
    expect(itemAnalysis({ ...inputs, right: 0, rightRateSum: 0 })?.flags.map((f) => f.flag)).toEqual([
      'too_hard',
    ]);
    // Right only for the two weakest: 40 % and 20 %.
    const reversed = itemAnalysis({ ...inputs, right: 2, rightRateSum: 600, upperRight: 0, lowerRight: 1 });
    expect(reversed?.flags.map((f) => f.flag)).toEqual(['negative']);
    expect(reversed?.point_biserial).toBeLessThan(0);
  });

  it('nobody final: no analysis', () => {
    expect(itemAnalysis({ ...inputs, n: 0 })).toBeNull();
  });
});
