import {
  type QuestionChoice,
  RUBRIC_MESSAGES,
  RUBRIC_STATUS,
  RUBRIC_STATUS_LABEL,
  type RubricCriterion,
  type RubricLevels,
  type RubricSnapshot,
  rubricAbilities,
  rubricRefusal,
  rubricStateOf,
} from '@school/machines';
import type { Kysely } from 'kysely';
import type { QuestionSnapshot, SubQuestionSnapshot } from '../homework';
import type { Viewer } from '../http/viewer';
import { invalid, notFound, refused } from '../shared/errors';
import { pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import type { RubricTable } from './tables';

/** Spec section 3: ques_type 5 is the short-answer (简答) question, the only one graded by hand. */
const SHORT_ANSWER = 5;

type Row = Pick<
  RubricTable,
  'id' | 'title' | 'criteria' | 'max_tenths' | 'used_count' | 'archived' | 'created_at' | 'updated_at'
>;
const COLUMNS = [
  'id',
  'title',
  'criteria',
  'max_tenths',
  'used_count',
  'archived',
  'created_at',
  'updated_at',
] as const;

const stateOfRow = (r: Pick<Row, 'archived' | 'used_count'>) =>
  rubricStateOf({ archived: Number(r.archived) === 1, usedCount: Number(r.used_count) });

/** A library row with its status and what its owner may do to it. */
export function toRubricRow(r: Row) {
  const state = stateOfRow(r);
  return {
    id: Number(r.id),
    title: r.title,
    criteria: JSON.parse(r.criteria) as RubricCriterion[],
    max_points: Number(r.max_tenths) / 10,
    status: RUBRIC_STATUS[state],
    status_label: RUBRIC_STATUS_LABEL[state],
    used_count: Number(r.used_count),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    abilities: rubricAbilities(state),
  };
}

/** The viewer's own rubrics, newest first, optionally of one status (1 draft, 2 in use, 3 archived). */
export async function listRubrics(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { page: number; limit: number; status?: number | undefined },
) {
  const base = db
    .selectFrom('rubrics')
    .where('owner_id', '=', viewer.id)
    .$if(q.status === RUBRIC_STATUS.archived, (b) => b.where('archived', '=', 1))
    .$if(q.status === RUBRIC_STATUS.inUse, (b) => b.where('archived', '=', 0).where('used_count', '>', 0))
    .$if(q.status === RUBRIC_STATUS.draft, (b) => b.where('archived', '=', 0).where('used_count', '=', 0));
  const { rows, total } = await pageWithTotal(base, q, (b) => b.select([...COLUMNS]).orderBy('id', 'desc'));
  return { list: rows.map(toRubricRow), total };
}

/** One of the viewer's rubrics, or 404 (another's rubric is not revealed to exist). */
export async function ownRubric(db: Kysely<Database>, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom('rubrics')
    .select([...COLUMNS])
    .where('id', '=', id)
    .where('owner_id', '=', viewer.id)
    .executeTakeFirst();
  if (!row) throw notFound(RUBRIC_MESSAGES.notFound);
  return toRubricRow(row);
}

/**
 * The rubrics a publisher names on a publish form, as the homework will keep them: each must be the
 * publisher's own and not archived (another's is refused as not found: it is not revealed).
 */
export async function rubricsToAttach(
  db: Kysely<Database>,
  publisherId: number,
  ids: readonly number[],
): Promise<Map<number, { snapshot: RubricSnapshot; state: ReturnType<typeof stateOfRow> }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('rubrics')
    .select(['id', 'title', 'criteria', 'archived', 'used_count'])
    .where('id', 'in', [...new Set(ids)])
    .where('owner_id', '=', publisherId)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        snapshot: { id: Number(r.id), title: r.title, criteria: JSON.parse(r.criteria) as RubricCriterion[] },
        state: stateOfRow(r),
      },
    ]),
  );
}

/**
 * A homework's questions as a copy starts the publish form with: each question and sub-question
 * names the library rubric it was published with (`rubric_id`) while that rubric is still its
 * owner's and may be attached (not archived); otherwise null, and the copy publishes without one.
 */
export async function withRubricIdsToAttachAgain(
  db: Kysely<Database>,
  ownerId: number,
  questions: readonly QuestionSnapshot[],
) {
  const kept = questions.flatMap((q) => [q.rubric?.id, ...q.ques_item.map((i) => i.rubric?.id)]);
  const found = await rubricsToAttach(
    db,
    ownerId,
    kept.filter((n): n is number => n !== undefined),
  );
  const rubricIdOf = (q: Snapshot) => {
    const rubric = q.rubric ? found.get(q.rubric.id) : undefined;
    return rubric && !rubricRefusal(rubric.state, 'rubric.attach') ? rubric.snapshot.id : null;
  };
  return questions.map((q) => ({
    ...q,
    rubric_id: rubricIdOf(q),
    ques_item: q.ques_item.map((i) => ({ ...i, rubric_id: rubricIdOf(i) })),
  }));
}

/** The levels each rubric-graded question of a report was given with, by question id. */
export async function rubricLevelsOfReport(db: Kysely<Database>, reportId: number) {
  const rows = await db
    .selectFrom('rubric_grades')
    .select(['ques_id', 'levels'])
    .where('report_id', '=', reportId)
    .execute();
  return new Map(rows.map((r) => [Number(r.ques_id), JSON.parse(r.levels) as RubricLevels]));
}

type Snapshot = QuestionSnapshot | SubQuestionSnapshot;

/**
 * The homework's questions with the rubrics the publish form names (`rubric_id` on a question or a
 * material's sub-question): each a short-answer question, each rubric the publisher's own and not
 * archived; the homework keeps a copy of the rubric as it is now.
 */
export async function withRubrics(
  db: Kysely<Database>,
  publisherId: number,
  choices: readonly QuestionChoice[],
  questions: QuestionSnapshot[],
): Promise<QuestionSnapshot[]> {
  const wanted = choices.flatMap((c) => [c.rubric_id, ...(c.ques_item ?? []).map((i) => i.rubric_id)]);
  const ids = wanted.filter((n): n is number => n !== undefined);
  if (ids.length === 0) return questions;
  const found = await rubricsToAttach(db, publisherId, ids);
  const attach = <T extends Snapshot>(question: T, rubricId: number | undefined): T => {
    if (rubricId === undefined) return question;
    const rubric = found.get(rubricId);
    if (!rubric) throw notFound(RUBRIC_MESSAGES.notFound);
    const refusal = rubricRefusal(rubric.state, 'rubric.attach');
    if (refusal) throw refused(refusal);
    if (question.ques_type !== SHORT_ANSWER) throw invalid(RUBRIC_MESSAGES.notSubjective);
    return { ...question, rubric: rubric.snapshot };
  };
  return questions.map((question, n) => {
    const choice = choices[n];
    const items = new Map((choice?.ques_item ?? []).map((i) => [i.id, i.rubric_id]));
    return {
      ...attach(question, choice?.rubric_id),
      ques_item: question.ques_item.map((item) => attach(item, items.get(item.id))),
    };
  });
}
