import { describe, expect, it } from 'vitest';
import { passRateSlices } from './passRateSlices';

const labels = { pass: '及格', fail: '不及格' };

describe('the pass-rate ring', () => {
  it('draws pass and fail shares of the reviewed papers', () => {
    expect(passRateSlices(62.5, labels)).toEqual([
      { label: '及格', percent: 62.5 },
      { label: '不及格', percent: 37.5 },
    ]);
  });

  it('draws no empty slice: everyone passed shows no 不及格 0%, nobody passed no 及格 0%', () => {
    expect(passRateSlices(100, labels)).toEqual([{ label: '及格', percent: 100 }]);
    expect(passRateSlices(0, labels)).toEqual([{ label: '不及格', percent: 100 }]);
  });

  it('draws nothing without a reviewed paper (the rate is null, not 0)', () => {
    expect(passRateSlices(null, labels)).toEqual([]);
  });

  it('keeps one decimal on the fail share as on the pass rate', () => {
    expect(passRateSlices(66.7, labels)).toEqual([
      { label: '及格', percent: 66.7 },
      { label: '不及格', percent: 33.3 },
    ]);
  });
});
