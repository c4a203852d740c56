import { createHash } from 'node:crypto';
import type { QuestionSnapshot } from '../homework/homework';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { type AnswerKey, answerKeys, isSubjective } from '../submissions/answerFormat';
import { type ReportFacts, reportDecider } from '../submissions/reportDecider';

const HOUR = 3600;

/** A number in [0, 1) fixed by its parts: the same seed gives the same school. */
const unit = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Students answer the published homework through the report commands: about `submitRate` of the
 * reports are submitted. Each student has an ability and each question a difficulty, both fixed by
 * the seed, so right and wrong answers spread as in a real class and every figure has data.
 */
export async function seedDemoAnswers(store: Store, submitRate: number, seed: number): Promise<number> {
  if (submitRate <= 0) return 0;
  const db = store.db;
  const homework = await db
    .selectFrom('homework')
    .select(['id', 'publish_time', 'ending_time'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  let submitted = 0;
  for (const hw of homework) {
    const questions = await db
      .selectFrom('homework_questions')
      .select('content')
      .where('hw_id', '=', hw.id)
      .orderBy('sort')
      .execute();
    const keys = answerKeys(questions.map((q) => JSON.parse(q.content) as QuestionSnapshot));
    const reports = await db
      .selectFrom('homework_reports')
      .select(['id', 'class_id', 'uid'])
      .where('hw_id', '=', hw.id)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    const start = Number(hw.publish_time);
    const window = Math.max(HOUR, Number(hw.ending_time) - start - HOUR);
    for (const report of reports) {
      const id = Number(report.id);
      if (unit(seed, 'submit', id) >= submitRate) continue;
      const facts: ReportFacts = {
        reportId: id,
        hwId: Number(hw.id),
        classId: Number(report.class_id),
        uid: Number(report.uid),
        endingTime: Number(hw.ending_time),
        recalled: false,
        keys,
      };
      const ability = 0.4 + 0.55 * unit(seed, 'ability', report.uid);
      const answers = keys.map((key) => ({
        quesId: key.quesId,
        userAnswer: answerOf(key, ability, seed, id),
      }));
      const savedAt = start + Math.floor(unit(seed, 'start', id) * (window - HOUR));
      const submittedAt = savedAt + 300 + Math.floor(unit(seed, 'time', id) * 2400);
      const stream = streamId('report', id);
      await store.handle(
        reportDecider,
        stream,
        { type: 'SaveAnswers', data: { facts, answers, now: savedAt } },
        systemMeta,
      );
      await store.handle(
        reportDecider,
        stream,
        { type: 'SubmitReport', data: { facts, now: submittedAt } },
        systemMeta,
      );
      submitted++;
    }
  }
  return submitted;
}

function answerOf(key: AnswerKey, ability: number, seed: number, reportId: number): string {
  const roll = unit(seed, 'answer', reportId, key.quesId);
  const difficulty = 0.15 + 0.5 * unit(seed, 'difficulty', key.quesId);
  if (roll > 0.97) return isSubjective(key) ? JSON.stringify({ content: '', images: [] }) : '';
  if (isSubjective(key)) {
    return JSON.stringify({
      content: `<p>第${key.quesId}题的作答：${roll < ability ? '要点齐全' : '只答了一部分'}</p>`,
      images: [],
    });
  }
  if (roll < ability * (1 - difficulty) + 0.2) return key.rightIds.join(',');
  const wrong = key.optionIds.filter((id) => !key.rightIds.includes(id));
  return String(
    wrong[Math.floor(unit(seed, 'wrong', reportId, key.quesId) * wrong.length)] ?? key.optionIds[0],
  );
}
