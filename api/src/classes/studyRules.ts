import { firstRefusal, type Refusal, rule } from '@school/machines';

/**
 * What a study report of the student app may say (POST /api/app/study/progress). A report covers one
 * time slice of five minutes of the wall clock: at most 300 seconds studied in it, a position inside
 * the period, a slice that has begun, and a way of studying the period's course allows.
 */
export const SLICE_SECONDS = 300;
/** Live attendance counts from this long before a period starts (students join early). */
export const LIVE_EARLY_SECONDS = 30 * 60;

/** 1 live, 2 playback (or a recorded/text course), 3 in person (offline course type 7). */
export type StudyMode = 1 | 2 | 3;
export const STUDY_MODES = [1, 2, 3] as const;

/** Course types whose periods are live sessions (spec section 9). */
export const LIVE_COURSE_TYPES = [1, 2, 3, 4, 15, 16] as const;
export const OFFLINE_COURSE_TYPE = 7;
/** Types 7 (offline) and 10 (text-image) show no study duration or progress (spec section 9). */
export const NO_STUDY_FIGURES_TYPES = [7, 10] as const;

export const isLiveCourse = (courseType: number) =>
  (LIVE_COURSE_TYPES as readonly number[]).includes(courseType);
export const showsStudyFigures = (courseType: number) =>
  !(NO_STUDY_FIGURES_TYPES as readonly number[]).includes(courseType);

export const STUDY_MESSAGES = {
  periodNotFound: '课时不存在',
  badSeconds: '学习时长不正确',
  badPosition: '学习进度不正确',
  badSlice: '学习时间不正确',
  notLive: '该课时不是直播课',
  outsideLive: '不在直播时间内，不能记为直播学习',
  notOffline: '只有线下课可以记录到课',
  beforeStart: '课时尚未开始',
} as const;

export interface StudyReport {
  sliceStart: number;
  seconds: number;
  position: number;
  mode: StudyMode;
}

export interface StudyPeriod {
  courseType: number;
  startPlay: number;
  endPlay: number;
}

interface Args {
  report: StudyReport;
  period: StudyPeriod;
  now: number;
}

const totalTime = (p: StudyPeriod) => p.endPlay - p.startPlay;

export const STUDY_RULES = [
  rule<Args>(
    'invalid',
    ({ report }) => report.seconds >= 0 && report.seconds <= SLICE_SECONDS,
    STUDY_MESSAGES.badSeconds,
  ),
  rule<Args>(
    'invalid',
    ({ report, period }) => report.position >= 0 && report.position <= totalTime(period),
    STUDY_MESSAGES.badPosition,
  ),
  rule<Args>(
    'invalid',
    ({ report, now }) => report.sliceStart % SLICE_SECONDS === 0 && report.sliceStart <= now,
    STUDY_MESSAGES.badSlice,
  ),
  // Within a slice that has only partly passed, no more seconds than have passed.
  rule<Args>(
    'invalid',
    ({ report, now }) => report.seconds <= Math.max(0, now - report.sliceStart),
    STUDY_MESSAGES.badSeconds,
  ),
  rule<Args>(
    'invalid',
    ({ report, period }) => report.mode !== 1 || isLiveCourse(period.courseType),
    STUDY_MESSAGES.notLive,
  ),
  rule<Args>(
    'invalid',
    ({ report, period }) => report.mode !== 3 || period.courseType === OFFLINE_COURSE_TYPE,
    STUDY_MESSAGES.notOffline,
  ),
  rule<Args>(
    'invalid',
    ({ report, period }) =>
      report.mode === 2 ||
      (report.sliceStart >= period.startPlay - LIVE_EARLY_SECONDS && report.sliceStart < period.endPlay),
    STUDY_MESSAGES.outsideLive,
  ),
  rule<Args>(
    'invalid',
    ({ report, period }) =>
      report.mode !== 2 || !isLiveCourse(period.courseType) || report.sliceStart >= period.startPlay,
    STUDY_MESSAGES.beforeStart,
  ),
] as const;

export const studyRefusal = (args: Args): Refusal | undefined => firstRefusal(STUDY_RULES, args);
