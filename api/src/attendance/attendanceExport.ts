import type { Kysely } from 'kysely';
import { type ExportSheet, produceExport } from '../exports/index';
import type { Database } from '../store/schema';
import { studentCellName } from './periodBucket';
import { attendCourse, studyPeriods, studyStudents } from './queries';

const WORKER = new URL('./exportWorker.ts', import.meta.url);

const PERIOD_STATUS_NAMES: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/**
 * AttendInfo's export (`stateschoolcourse/exportStudy`): one sheet of the course's periods with their
 * counts, one of the class's students with each period's op_status.
 */
export async function courseAttendanceSheets(
  db: Kysely<Database>,
  courseId: number,
  classId: number,
  now: number,
): Promise<{ fileName: string; sheets: ExportSheet[] }> {
  const course = await attendCourse(db, courseId, classId);
  const periods = await studyPeriods(db, courseId, classId, now);
  const byStudent = new Map<number, Record<string, string | number | null>>();
  for (const [i, period] of periods.entries()) {
    for (const s of await studyStudents(db, courseId, period.id, classId, now)) {
      const row = byStudent.get(s.uid) ?? { nickname: s.nickname, mobile: s.mobile };
      row[`p${i}`] = studentCellName(s.op_status, s.attendance);
      byStudent.set(s.uid, row);
    }
  }
  return {
    fileName: `${course.title}考勤`,
    sheets: [
      {
        name: '课时考勤',
        columns: [
          { header: '课时', key: 'title', kind: 'text' },
          { header: '开课时间', key: 'start_play', kind: 'dateTime' },
          { header: '时长（分钟）', key: 'minutes', kind: 'integer' },
          { header: '状态', key: 'status', kind: 'text' },
          { header: '到课', key: 'attend_num', kind: 'integer' },
          { header: '请假', key: 'leave_num', kind: 'integer' },
          { header: '旷课', key: 'truant_num', kind: 'integer' },
          { header: '应到', key: 'total_num', kind: 'integer' },
        ],
        rows: periods.map((p) => ({
          title: p.title,
          start_play: p.start_play,
          minutes: Math.round(p.total_time / 60),
          status: PERIOD_STATUS_NAMES[p.status] ?? null,
          attend_num: p.attend_num,
          leave_num: p.leave_num,
          truant_num: p.truant_num,
          total_num: p.total_num,
        })),
      },
      {
        name: '学员考勤',
        columns: [
          { header: '昵称', key: 'nickname', kind: 'text' },
          { header: '手机号', key: 'mobile', kind: 'text' },
          ...periods.map((p, i) => ({ header: p.title, key: `p${i}`, kind: 'text' as const })),
        ],
        rows: [...byStudent.values()],
      },
    ],
  };
}

/** Builds the workbook in this domain's worker and stores it for the staff member who asked. */
export async function courseAttendanceExport(
  db: Kysely<Database>,
  ownerUid: number,
  courseId: number,
  classId: number,
  now: number,
) {
  const { fileName, sheets } = await courseAttendanceSheets(db, courseId, classId, now);
  const { url, file_name } = await produceExport(
    db,
    {
      ownerUid,
      name: fileName,
      kind: 'xlsx',
      worker: WORKER,
      input: sheets,
      tooLargeMessage: '导出的数据过多，请缩小范围后再导出',
    },
    now,
  );
  return { url, file_name };
}
