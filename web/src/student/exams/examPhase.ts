/** Where an exam stands for the student, for the list's three groups. */
export type ExamPhase = 'upcoming' | 'inProgress' | 'ended';

import type { ExamStatus, ExamTimeType } from '../../generated/graphql';

interface ExamFacts {
  status: ExamStatus;
  timeType: ExamTimeType;
  startTime?: string | null;
  endTime?: string | null;
  testNum: number;
  attemptsUsed: number;
  answeringReportId?: string | null;
}

/**
 * 进行中 while an attempt is being answered or one may be started; 未开始 before a fixed period opens;
 * 已结束 once the exam is closed, its period is over or every attempt is used. `now` in milliseconds.
 */
export function examPhase(e: ExamFacts, now: number): ExamPhase {
  if (e.answeringReportId) return 'inProgress';
  if (e.status === 'CLOSED') return 'ended';
  if (e.timeType === 'FIXED_PERIOD' && e.startTime && Date.parse(e.startTime) > now) return 'upcoming';
  if (e.timeType === 'FIXED_PERIOD' && e.endTime && Date.parse(e.endTime) <= now) return 'ended';
  if (e.attemptsUsed >= e.testNum) return 'ended';
  return 'inProgress';
}
