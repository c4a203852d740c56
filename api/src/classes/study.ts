import { refused } from '../shared/errors';
import type { Decider } from '../store/decider';
import { type StudyMode, type StudyPeriod, studyRefusal } from './studyRules';

/**
 * One student's study of one course period, as a stream (`study-<uid>-<periodId>`): each event is one
 * five-minute slice the student app reported. A slice reported again changes nothing (the app retries).
 */
export interface StudySliceRecorded {
  uid: number;
  periodId: number;
  courseId: number;
  /** Unix seconds, a multiple of SLICE_SECONDS: the slice's start on the wall clock. */
  sliceStart: number;
  seconds: number;
  /** Furthest position reached within the period, in seconds. */
  position: number;
  mode: StudyMode;
  /** The period's length in seconds, carried so the projection needs no lookup. */
  totalTime: number;
  at: number;
}

export type StudyEvent = { type: 'StudySliceRecorded'; data: StudySliceRecorded };

/** One reported slice: when it began, what was studied in it, and when it was reported. */
export type StudySlice = Pick<StudySliceRecorded, 'sliceStart' | 'seconds' | 'position' | 'mode' | 'at'>;

/**
 * Records slices of one student's study of one period. The student app sends one slice per call;
 * the demo school sends a period's slices at once. Every slice passes the same rules, or none is kept.
 */
export interface RecordStudy {
  type: 'RecordStudy';
  data: { uid: number; periodId: number; courseId: number; period: StudyPeriod; slices: StudySlice[] };
}

export interface StudyState {
  slices: ReadonlySet<number>;
}

export const studyDecider: Decider<StudyState, RecordStudy, StudyEvent> = {
  streamType: 'study',
  initialState: () => ({ slices: new Set() }),
  evolve: (state, { data }) => ({ slices: new Set([...state.slices, data.sliceStart]) }),
  decide: ({ data: { period, slices, ...who } }, state) => {
    const seen = new Set(state.slices);
    const events: StudyEvent[] = [];
    for (const slice of slices) {
      const refusal = studyRefusal({ report: slice, period, now: slice.at });
      if (refusal) throw refused(refusal);
      // A slice already kept (a retry) changes nothing.
      if (seen.has(slice.sliceStart)) continue;
      seen.add(slice.sliceStart);
      events.push({
        type: 'StudySliceRecorded',
        data: { ...who, ...slice, totalTime: period.endPlay - period.startPlay },
      });
    }
    return events;
  },
};

export const studyStreamId = (uid: number, periodId: number) => `study-${uid}-${periodId}`;
