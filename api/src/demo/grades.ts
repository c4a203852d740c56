import { createHash } from 'node:crypto';
import type { Decider } from '../store/decider';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import {
  evolveReport,
  initialReportState,
  type MarkedAnswer,
  type ReportEvent,
  type ReportGraded,
  type ReportState,
} from '../submissions/report';

const HOUR = 3600;
/** Spec section 9: the fixed review rates a grader picks from. */
const RATES = [0, 0.25, 0.5, 0.6, 0.75, 1] as const;

const unit = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Appends a grade as it is: the demo school (and tests) record ReportGraded facts directly, the
 * grading commands being their own domain. The stream must hold a submitted report.
 */
export const recordGradeDecider: Decider<ReportState, ReportGraded, ReportEvent> = {
  streamType: 'report',
  initialState: initialReportState,
  evolve: evolveReport,
  decide: (grade, state) => {
    if (state.status === 1) throw new Error(`report ${grade.reportId} is not submitted`);
    return [{ type: 'ReportGraded', data: grade }];
  },
};

/** Records one grade on a report's stream. */
export const recordGrade = (store: Store, grade: ReportGraded) =>
  store.handle(recordGradeDecider, streamId('report', grade.reportId), grade, systemMeta);

/**
 * The publisher grades the submitted reports of homework whose deadline has passed, deterministically:
 * every one of most homework, and about nine in ten of one homework in four (so grading has work left
 * and the result tabs of the others have data). Subjective answers get one of the fixed rates.
 */
export async function seedDemoGrades(store: Store, seed: number, now: number): Promise<number> {
  const db = store.db;
  const homework = await db
    .selectFrom('homework')
    .select(['id', 'ending_time', 'creator_id', 'creator_type', 'is_set_score'])
    .where('status', '=', 1)
    .where('ending_time', '<=', now)
    .orderBy('id')
    .execute();
  let graded = 0;
  for (const hw of homework) {
    const leaveSome = unit(seed, 'leave', hw.id) < 0.25;
    const reports = await db
      .selectFrom('homework_reports')
      .select(['id', 'class_id', 'uid'])
      .where('hw_id', '=', hw.id)
      .where('status', '=', 2)
      .orderBy('id')
      .execute();
    const scores = new Map(
      (
        await db.selectFrom('homework_questions').select('content').where('hw_id', '=', hw.id).execute()
      ).flatMap((q) => {
        const question = JSON.parse(q.content) as {
          id: number;
          score: number;
          ques_item: { id: number; score: number }[];
        };
        return [
          [question.id, question.score] as const,
          ...question.ques_item.map((i) => [i.id, i.score] as const),
        ];
      }),
    );
    for (const report of reports) {
      const id = Number(report.id);
      if (leaveSome && unit(seed, 'ungraded', id) < 0.1) continue;
      const stored = await db
        .selectFrom('report_answers')
        .select(['ques_id', 'user_answer', 'result', 'score_tenths'])
        .where('report_id', '=', id)
        .execute();
      const answers: MarkedAnswer[] = stored.map((a) => {
        const quesId = Number(a.ques_id);
        if (Number(a.result) !== 4)
          return {
            quesId,
            userAnswer: a.user_answer,
            result: Number(a.result) as MarkedAnswer['result'],
            score: a.score_tenths === null ? 0 : Number(a.score_tenths) / 10,
          };
        const rate = RATES[Math.floor(unit(seed, 'grade', id, quesId) * RATES.length)] ?? 1;
        const full = scores.get(quesId) ?? 1;
        return {
          quesId,
          userAnswer: a.user_answer,
          result: rate >= 0.6 ? 1 : 2,
          score: Math.round(full * rate * 10) / 10,
        };
      });
      const totalScore = Math.round(answers.reduce((s, a) => s + (a.score ?? 0), 0) * 10) / 10;
      await recordGrade(store, {
        reportId: id,
        hwId: Number(hw.id),
        classId: Number(report.class_id),
        uid: Number(report.uid),
        answers,
        totalScore: Number(hw.is_set_score) === 2 ? totalScore : 0,
        rate: null,
        comment: '',
        graderUid: Number(hw.creator_id),
        graderRole: Number(hw.creator_type) === 1 ? 'teacher' : 'assistant',
        at: Number(hw.ending_time) + HOUR * (1 + Math.floor(unit(seed, 'gradedAt', id) * 48)),
      });
      graded++;
    }
  }
  return graded;
}
