import type { Kysely, Selectable } from 'kysely';
import { type ExportSheet, produceExport } from '../../exports/index';
import type { Database } from '../../store/schema';
import { type StudentStatisticsFilters, studentStatistics } from '../studentStatistics';
import type { ExamsTable } from '../tables';

const WORKER = new URL('./studentSheetWorker.ts', import.meta.url);
const EXPORT_TOO_LARGE = '学员统计过大，无法导出';

const yesNo = (value: number | null, yes: string, no: string) =>
  value === null ? null : value === 1 ? yes : no;

/**
 * 学员统计 of an exam as one typed sheet: every row the filters keep, in the screen's order and words;
 * what the screen shows as `-` (not taken, awaiting review) is an empty cell.
 */
async function studentSheet(
  db: Kysely<Database>,
  exam: Selectable<ExamsTable>,
  filters: Omit<StudentStatisticsFilters, 'page' | 'limit'>,
): Promise<ExportSheet> {
  const { list } = await studentStatistics(db, exam, { ...filters, page: 1, limit: 1_000_000 });
  return {
    name: `${exam.name}-学员统计`,
    fallbackName: '学员统计',
    columns: [
      { header: '学员', key: 'nickname', kind: 'text' },
      { header: '排名', key: 'ranking', kind: 'integer' },
      { header: '试卷总分', key: 'score', kind: 'decimal' },
      { header: '得分', key: 'user_score', kind: 'decimal' },
      { header: '主观题得分', key: 'subjective_score', kind: 'decimal' },
      { header: '用时', key: 'answer_time', kind: 'duration' },
      { header: '提交时间', key: 'submit_time', kind: 'dateTime' },
      { header: '是否参考', key: 'is_finish_conditions', kind: 'text' },
      { header: '是否通过', key: 'is_pass', kind: 'text' },
      { header: '状态', key: 'test_status', kind: 'text' },
      { header: '考试次数', key: 'answer_nums', kind: 'integer' },
      { header: '是否有效', key: 'is_effective', kind: 'text' },
      { header: '学校', key: 'school_name', kind: 'text' },
    ],
    rows: list.map((r) => ({
      nickname: r.nickname,
      ranking: r.ranking,
      score: r.score,
      user_score: r.user_score,
      subjective_score: r.subjective_score,
      answer_time: r.answer_time,
      submit_time: r.submit_time,
      is_finish_conditions: yesNo(r.is_finish_conditions, '是', '否'),
      is_pass: r.test_status === 2 ? null : yesNo(r.is_pass, '已通过', '未通过'),
      test_status: r.test_status === null ? '未参考' : r.test_status === 2 ? '待批阅' : '已完成',
      answer_nums: r.answer_nums,
      is_effective: yesNo(r.is_effective, '有效', '无效'),
      school_name: r.school_name,
    })),
  };
}

/** 学员统计 as .xlsx (built off the event loop), for its requester only, expiring. */
export async function exportStudentStatistics(
  db: Kysely<Database>,
  exam: Selectable<ExamsTable>,
  filters: Omit<StudentStatisticsFilters, 'page' | 'limit'>,
  userId: number,
  now: number,
) {
  const { url, file_name, expires_at } = await produceExport(
    db,
    {
      ownerUid: userId,
      name: `${exam.name}-学员统计`,
      kind: 'xlsx',
      worker: WORKER,
      input: [await studentSheet(db, exam, filters)],
      tooLargeMessage: EXPORT_TOO_LARGE,
    },
    now,
  );
  return { url, file_name, expires_at };
}
