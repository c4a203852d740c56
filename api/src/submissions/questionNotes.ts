import { ANSWER_MESSAGES, COLLECT_MESSAGES, COLLECT_TYPE_HOMEWORK_QUESTION } from '@school/machines';
import type { Kysely } from 'kysely';
import type { QuestionSnapshot } from '../homework';
import type { Viewer } from '../http/viewer';
import { invalid, notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { collectionDecider } from './collections';
import { correctionDecider } from './corrections';

/**
 * Whether a question (or a material question's sub-question) is in a homework the student has, and
 * that is not recalled: what a student may collect or report a correction on.
 */
async function isInMyHomework(db: Kysely<Database>, uid: number, quesId: number): Promise<boolean> {
  const mine = db
    .selectFrom('homework_questions as q')
    .innerJoin('homework as h', 'h.id', 'q.hw_id')
    .where('h.status', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('homework_reports as r')
          .select('r.id')
          .whereRef('r.hw_id', '=', 'q.hw_id')
          .where('r.uid', '=', uid),
      ),
    );
  if (await mine.select('q.hw_id').where('q.question_id', '=', quesId).executeTakeFirst()) return true;
  const materials = await mine.select('q.content').where('q.ques_type', '=', 6).execute();
  return materials.some((m) =>
    (JSON.parse(m.content) as QuestionSnapshot).ques_item.some((item) => item.id === quesId),
  );
}

async function myQuestion(db: Kysely<Database>, viewer: Viewer, quesId: number) {
  if (!(await isInMyHomework(db, viewer.id, quesId))) throw notFound(ANSWER_MESSAGES.unknownQuestion);
}

export async function reportCorrection(
  store: Store,
  viewer: Viewer,
  input: { ques_id: number; type?: number | undefined; error_msg?: string | undefined },
  now: number,
  meta: EventMeta,
) {
  await myQuestion(store.db, viewer, input.ques_id);
  const { events } = await store.handle(
    correctionDecider,
    streamId('corrections', viewer.id),
    {
      type: 'ReportCorrection',
      data: { uid: viewer.id, quesId: input.ques_id, type: input.type, errorMsg: input.error_msg, now },
    },
    meta,
  );
  return { id: positionOf(events, 'ReportCorrection') };
}

/** A note's id is the position of the event that recorded it (the projection's key). */
const positionOf = (events: readonly { position: number }[], command: string) => {
  const [recorded] = events;
  if (!recorded) throw new Error(`${command} decided no event`);
  return recorded.position;
};

const checkType = (type: number) => {
  if (type !== COLLECT_TYPE_HOMEWORK_QUESTION) throw invalid(COLLECT_MESSAGES.badType);
};

export async function collectQuestion(
  store: Store,
  viewer: Viewer,
  quesId: number,
  type: number,
  now: number,
  meta: EventMeta,
) {
  checkType(type);
  await myQuestion(store.db, viewer, quesId);
  const { events } = await store.handle(
    collectionDecider,
    streamId('collections', viewer.id),
    { type: 'CollectQuestion', data: { uid: viewer.id, quesId, type, now } },
    meta,
  );
  return { collect_id: positionOf(events, 'CollectQuestion') };
}

export async function uncollectQuestion(
  store: Store,
  viewer: Viewer,
  collectId: number,
  type: number,
  now: number,
  meta: EventMeta,
) {
  checkType(type);
  const row = await store.db
    .selectFrom('question_collections')
    .select('ques_id')
    .where('id', '=', collectId)
    .where('uid', '=', viewer.id)
    .executeTakeFirst();
  if (!row) throw notFound(COLLECT_MESSAGES.notFound);
  await store.handle(
    collectionDecider,
    streamId('collections', viewer.id),
    { type: 'UncollectQuestion', data: { uid: viewer.id, quesId: Number(row.ques_id), now } },
    meta,
  );
}
