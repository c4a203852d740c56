import { createHash } from 'node:crypto';
import { REVIEW_RATES } from '@school/machines';
import { homeworkQuestions } from '../homework';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import { type Store, type StreamCommand, streamCommand } from '../store/store';
import { answerKeys, type GradingFacts, reportDecider } from '../submissions';

const HOUR = 3600;

const unit = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0) / 2 ** 32;

/** What the publisher writes on about two reports in three when finishing them. */
export const DEMO_COMMENTS = [
  '书写工整，继续努力',
  '思路清晰，步骤再写完整一些',
  '基础扎实，注意审题',
  '进步明显，保持下去',
];

/** The report's comment (deterministic), or '' (the report's "no comment") on about one in three. */
export function demoComment(seed: number, reportId: number): string {
  const u = unit(seed, 'comment', reportId);
  return u < 2 / 3 ? (DEMO_COMMENTS[Math.floor((u * 3 * DEMO_COMMENTS.length) / 2)] ?? '') : '';
}

/**
 * The publisher grades the submitted reports of homework whose deadline has passed, deterministically,
 * through the report's own commands (each pending question graded, then the report finished, in one
 * transaction): every one of most homework, and about nine in ten of one homework in four (so grading
 * has work left and the result tabs of the others have data). Subjective answers get one of the fixed
 * rates (spec section 9): the rate itself on an unscored homework, that share of the question's score
 * on a scored one; most reports are finished with a comment.
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
    const hwId = Number(hw.id);
    const isSetScore = Number(hw.is_set_score);
    const reports = await db
      .selectFrom('homework_reports')
      .select(['id', 'class_id', 'uid'])
      .where('hw_id', '=', hwId)
      .where('status', '=', 2)
      .orderBy('id')
      .execute();
    if (reports.length === 0) continue;
    const keys = answerKeys((await homeworkQuestions(db, [hwId])).map((q) => q.question));
    const scoreOf = new Map(keys.map((k) => [k.quesId, k.score]));
    const grader = {
      uid: Number(hw.creator_id),
      role: Number(hw.creator_type) === 1 ? ('teacher' as const) : ('assistant' as const),
    };
    for (const report of reports) {
      const reportId = Number(report.id);
      if (leaveSome && unit(seed, 'ungraded', reportId) < 0.1) continue;
      const pending = await db
        .selectFrom('report_answers')
        .select('ques_id')
        .where('report_id', '=', reportId)
        .where('result', '=', 4)
        .orderBy('ques_id')
        .execute();
      const facts: GradingFacts = {
        reportId,
        hwId,
        classId: Number(report.class_id),
        uid: Number(report.uid),
        recalled: false,
        isSetScore,
        keys,
      };
      const now = Number(hw.ending_time) + HOUR * (1 + Math.floor(unit(seed, 'gradedAt', reportId) * 48));
      const stream = streamId('report', reportId);
      const grades: StreamCommand[] = pending.map(({ ques_id }) => {
        const quesId = Number(ques_id);
        const rate =
          REVIEW_RATES[Math.floor(unit(seed, 'grade', reportId, quesId) * REVIEW_RATES.length)] ?? 100;
        const full = scoreOf.get(quesId) ?? 1;
        const grade = {
          quesId,
          score: isSetScore === 2 ? Math.round((full * rate) / 10) / 10 : null,
          rate: isSetScore === 2 ? null : rate,
          remark: '',
          images: [],
          type: 2 as const,
          revision: undefined,
        };
        return streamCommand(reportDecider, stream, {
          type: 'GradeQuestion',
          data: { facts, grade, grader, now },
        });
      });
      const finish = streamCommand(reportDecider, stream, {
        type: 'FinishGrading',
        data: { facts, comment: demoComment(seed, reportId), grader, now },
      });
      await store.handleAll([...grades, finish], systemMeta);
      graded++;
    }
  }
  return graded;
}
