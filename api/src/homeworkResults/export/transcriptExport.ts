import type { Kysely } from 'kysely';
import { type CellKind, type ExportSheet, produceExport } from '../../exports/index';
import type { Database } from '../../store/schema';
import type { ResultScope } from '../scope';
import { transcript } from '../transcriptQueries';

const WORKER = new URL('./transcriptWorker.ts', import.meta.url);
const EXPORT_TOO_LARGE = '成绩单过大，无法导出';

/**
 * The transcript of a scope as one typed sheet with the screen's columns: a scored homework's scores,
 * an unscored one's rates (percent); a student who did not submit has empty figures.
 */
async function transcriptSheet(db: Kysely<Database>, scope: ResultScope): Promise<ExportSheet> {
  const { list } = await transcript(db, scope, { page: 1, limit: 1_000_000 });
  const scored = Number(scope.homework.is_set_score) === 2;
  const figure: CellKind = scored ? 'decimal' : 'percent';
  return {
    name: scope.homework.name,
    fallbackName: '成绩单',
    columns: [
      { header: '学员', key: 'nickname', kind: 'text' },
      { header: '状态', key: 'status', kind: 'text' },
      { header: '用时', key: 'answer_time', kind: 'duration' },
      { header: '排名', key: 'ranking', kind: 'integer' },
      { header: scored ? '总分' : '正确率', key: 'total', kind: figure },
      { header: scored ? '客观题得分' : '客观题正确率', key: 'objective', kind: figure },
      { header: scored ? '主观题得分' : '主观题正确率', key: 'subjective', kind: figure },
      { header: '提交时间', key: 'submit_time', kind: 'dateTime' },
    ],
    rows: list.map((r) => ({
      nickname: r.nickname,
      status: r.status === 3 ? '已批改' : '未提交',
      answer_time: r.answer_time,
      ranking: r.rank,
      total: scored ? r.user_score : r.correct_rate,
      objective: scored ? r.objective_score : r.objective_rate,
      subjective: scored ? r.subjective_score : r.subjective_rate,
      submit_time: r.updated_at,
    })),
  };
}

/** The transcript as .xlsx (built off the event loop), for its requester only, expiring. */
export async function exportTranscript(
  db: Kysely<Database>,
  scope: ResultScope,
  userId: number,
  now: number,
) {
  const { url, expires_at } = await produceExport(
    db,
    {
      ownerUid: userId,
      name: `${scope.homework.name}-成绩单`,
      kind: 'xlsx',
      worker: WORKER,
      input: [await transcriptSheet(db, scope)],
      tooLargeMessage: EXPORT_TOO_LARGE,
    },
    now,
  );
  return { url, expires_at };
}
