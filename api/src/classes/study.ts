import { refused } from '../shared/errors';
import type { Decider } from '../store/decider';
import { type StudyMode, type StudyPeriod, studyRefusal } from './studyRules';

/**
 * One student's study of one course period, as a stream (`study-<uid>-<periodId>`): each event is one
 * minute slice the student app reported. A slice reported again changes nothing (the app retries).
 */
export interface StudySliceRecorded {
  uid: number;
  periodId: number;
  courseId: number;
  /** Unix seconds, a whole minute: the slice's start on the wall clock. */
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

export interface RecordStudySlice {
  type: 'RecordStudySlice';
  data: Omit<StudySliceRecorded, 'totalTime'> & { period: StudyPeriod };
}

export interface StudyState {
  slices: ReadonlySet<number>;
}

export const studyDecider: Decider<StudyState, RecordStudySlice, StudyEvent> = {
  streamType: 'study',
  initialState: () => ({ slices: new Set() }),
  evolve: (state, { data }) => ({ slices: new Set([...state.slices, data.sliceStart]) }),
  decide: ({ data }, state) => {
    const { period, ...fact } = data;
    const refusal = studyRefusal({ report: fact, period, now: fact.at });
    if (refusal) throw refused(refusal);
    if (state.slices.has(fact.sliceStart)) return [];
    return [{ type: 'StudySliceRecorded', data: { ...fact, totalTime: period.endPlay - period.startPlay } }];
  },
};

export const studyStreamId = (uid: number, periodId: number) => `study-${uid}-${periodId}`;
