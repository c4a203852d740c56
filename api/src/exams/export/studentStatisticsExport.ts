import type { Kysely, Selectable } from 'kysely';
import { DateTime } from 'luxon';
import { produceExport } from '../../exports/index';
import type { Database } from '../../store/schema';
import { type StudentStatisticsFilters, studentStatistics } from '../studentStatistics';
import type { ExamsTable } from '../tables';
import type { StudentSheet } from './studentSheet';

const WORKER = new URL('./studentSheetWorker.ts', import.meta.url);
const EXPORT_TOO_LARGE = '学员统计过大，无法导出';
const ZONE = 'Asia/Shanghai';
const DASH = '-';

const duration = (seconds: number | null) =>
  seconds === null ? DASH : `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;
const time = (seconds: number | null) =>
  seconds === null ? DASH : DateTime.fromSeconds(seconds, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm');
const yesNo = (value: number | null, yes: string, no: string) =>
  value === null ? DASH : value === 1 ? yes : no;

/** 学员统计 of an exam as sheet rows: every row the filters keep, in the screen's order and words. */
async function studentSheet(
  db: Kysely<Database>,
  exam: Selectable<ExamsTable>,
  filters: Omit<StudentStatisticsFilters, 'page' | 'limit'>,
): Promise<StudentSheet> {
  const { list } = await studentStatistics(db, exam, { ...filters, page: 1, limit: 1_000_000 });
  return {
    title: `${exam.name}-学员统计`,
    headers: [
      '学员',
      '排名',
      '试卷总分',
      '得分',
      '主观题得分',
      '用时',
      '提交时间',
      '是否参考',
      '是否通过',
      '状态',
      '考试次数',
      '是否有效',
      '学校',
    ],
    rows: list.map((r) => [
      r.nickname,
      r.ranking ?? DASH,
      r.score,
      r.user_score ?? DASH,
      r.subjective_score ?? DASH,
      duration(r.answer_time),
      time(r.submit_time),
      r.is_finish_conditions === null ? DASH : r.is_finish_conditions === 1 ? '是' : '否',
      r.test_status === 2 ? DASH : yesNo(r.is_pass, '已通过', '未通过'),
      r.test_status === null ? '未参考' : r.test_status === 2 ? '待批阅' : '已完成',
      r.answer_nums,
      yesNo(r.is_effective, '有效', '无效'),
      r.school_name,
    ]),
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
      input: await studentSheet(db, exam, filters),
      tooLargeMessage: EXPORT_TOO_LARGE,
    },
    now,
  );
  return { url, file_name, expires_at };
}
