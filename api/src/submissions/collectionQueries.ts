import type { Kysely } from 'kysely';
import type { QuestionSnapshot } from '../homework';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';

/** Where a saved question was met: the newest of the student's homework that holds it. */
interface Source {
  quesType: number;
  quesStem: string;
  hwId: number;
  reportId: number;
  name: string;
  publishTime: number;
}

/**
 * The student's saved questions, newest first (my saved questions, 我的收藏): each with its stem as the
 * homework gave it and the homework it came from, so the student can open that report again. A
 * question saved from a material question's sub-question is found inside its material question.
 */
export async function myCollections(db: Kysely<Database>, viewer: Viewer) {
  const rows = await db
    .selectFrom('question_collections')
    .select(['id', 'ques_id', 'created_at'])
    .where('uid', '=', viewer.id)
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const wanted = new Set(rows.map((r) => Number(r.ques_id)));
  const mine = await db
    .selectFrom('homework_questions as q')
    .innerJoin('homework as h', 'h.id', 'q.hw_id')
    .innerJoin('homework_reports as r', (join) =>
      join.onRef('r.hw_id', '=', 'q.hw_id').on('r.uid', '=', viewer.id),
    )
    .select([
      'q.question_id',
      'q.ques_type',
      'q.content',
      'h.id as hw_id',
      'h.name',
      'h.publish_time',
      'r.id as report_id',
    ])
    // A recalled homework is gone for its students (spec section 4), its report with it.
    .where('h.status', '=', 1)
    .where((eb) => eb.or([eb('q.question_id', 'in', [...wanted]), eb('q.ques_type', '=', 6)]))
    .execute();
  const sources = new Map<number, Source>();
  const consider = (quesId: number, quesType: number, quesStem: string, row: (typeof mine)[number]) => {
    if (!wanted.has(quesId)) return;
    const known = sources.get(quesId);
    const publishTime = Number(row.publish_time);
    if (
      known &&
      (known.publishTime > publishTime || (known.publishTime === publishTime && known.hwId > row.hw_id))
    )
      return;
    sources.set(quesId, {
      quesType,
      quesStem,
      hwId: Number(row.hw_id),
      reportId: Number(row.report_id),
      name: row.name,
      publishTime,
    });
  };
  for (const row of mine) {
    const snapshot = JSON.parse(row.content) as QuestionSnapshot;
    consider(Number(row.question_id), Number(row.ques_type), snapshot.ques_stem, row);
    for (const item of snapshot.ques_item) consider(item.id, item.ques_type, item.ques_stem, row);
  }
  // A question is saved only from a homework the student has; should that homework be recalled since, the
  // question is left out rather than shown without its stem (docs/decisions.md).
  return rows.flatMap((r) => {
    const source = sources.get(Number(r.ques_id));
    if (!source) return [];
    return [
      {
        collect_id: Number(r.id),
        ques_id: Number(r.ques_id),
        ques_type: source.quesType,
        ques_stem: source.quesStem,
        collected_at: Number(r.created_at),
        hw_id: source.hwId,
        report_id: source.reportId,
        homework_name: source.name,
      },
    ];
  });
}
