import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type RecordStudy, type StudySlice, studyDecider } from './study';

const START = 1_800_000_100; // a period of a live course, one hour long
const period = { courseType: 1, startPlay: START, endPlay: START + 3600 };
const slice = (patch: Partial<StudySlice> = {}): StudySlice => ({
  sliceStart: 1_800_000_000,
  seconds: 240,
  position: 200,
  mode: 1,
  at: 1_800_000_400,
  ...patch,
});
const record = (slices: StudySlice[], p = period): RecordStudy => ({
  type: 'RecordStudy',
  data: { uid: 42, periodId: 5, courseId: 2, period: p, slices },
});
const recorded = (s: StudySlice) => ({
  type: 'StudySliceRecorded' as const,
  data: { uid: 42, periodId: 5, courseId: 2, ...s, totalTime: 3600 },
});

describe('study decider (study_length and progress_rate of a period)', () => {
  it('each five-minute slice is recorded once; a slice reported again changes nothing', () => {
    expect(given(studyDecider).when(record([slice()]))).toEqual({ events: [recorded(slice())] });
    expect(given(studyDecider, [recorded(slice())]).when(record([slice()]))).toEqual({ events: [] });
    const next = slice({ sliceStart: 1_800_000_300, at: 1_800_000_600 });
    expect(given(studyDecider).when(record([slice(), slice(), next]))).toEqual({
      events: [recorded(slice()), recorded(next)],
    });
  });

  it('every slice passes the rules, or none is kept: at most 300 seconds in a slice (学习时长不正确)', () => {
    expect(
      given(studyDecider).when(
        record([slice(), slice({ sliceStart: 1_800_000_300, seconds: 301, at: 1_800_000_700 })]),
      ),
    ).toEqual({
      refused: 'invalid: 学习时长不正确',
    });
  });

  it('a position inside the period (学习进度不正确); a slice that has begun (学习时间不正确)', () => {
    expect(given(studyDecider).when(record([slice({ position: 3601 })]))).toEqual({
      refused: 'invalid: 学习进度不正确',
    });
    expect(given(studyDecider).when(record([slice({ sliceStart: 1_800_000_001 })]))).toEqual({
      refused: 'invalid: 学习时间不正确',
    });
  });

  it('live study only for a live course (该课时不是直播课); in person only offline (只有线下课可以记录到课)', () => {
    expect(given(studyDecider).when(record([slice()], { ...period, courseType: 10 }))).toEqual({
      refused: 'invalid: 该课时不是直播课',
    });
    expect(given(studyDecider).when(record([slice({ mode: 3 })]))).toEqual({
      refused: 'invalid: 只有线下课可以记录到课',
    });
  });
});
