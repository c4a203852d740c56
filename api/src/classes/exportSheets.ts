import type { Kysely } from 'kysely';
import { OP_STATUS_NAMES } from '../attendance';
import type { ExportSheet } from '../exports/index';
import { PAGE_LIMIT_MAX } from '../http/fields';
import type { Database } from '../store/schema';
import { minutes } from './studyFormat';
import {
  classStudents,
  type StudentFilters,
  studentCourses,
  studentInfo,
  studentPeriods,
} from './studyQueries';

/** Every student of a class matching the filters, as the statistics tab shows them. */
export async function classStudySheet(
  db: Kysely<Database>,
  classId: number,
  filters: StudentFilters,
  now: number,
): Promise<ExportSheet> {
  const klass = await db.selectFrom('classes').select('name').where('id', '=', classId).executeTakeFirst();
  const { list } = await classStudents(db, classId, filters, { page: 1, limit: PAGE_LIMIT_MAX }, now);
  return {
    name: `${klass?.name ?? '班级'}学习统计`,
    columns: [
      { header: '昵称', key: 'nickname', kind: 'text' },
      { header: '手机号', key: 'mobile', kind: 'text' },
      { header: '校区', key: 'org_name', kind: 'text' },
      { header: '学习时长（分钟）', key: 'minutes', kind: 'integer' },
      { header: '学习进度', key: 'progress', kind: 'percent' },
      { header: '到课次数', key: 'attend_times', kind: 'integer' },
      { header: '请假次数', key: 'leave_times', kind: 'integer' },
      { header: '旷课次数', key: 'truant_times', kind: 'integer' },
      { header: '作业提交/布置', key: 'homework', kind: 'text' },
    ],
    rows: list.map((s) => ({
      nickname: s.nickname,
      mobile: s.mobile,
      org_name: s.org_name,
      minutes: minutes(s.study_length),
      progress: s.progress_rate,
      attend_times: s.attend_times,
      leave_times: s.leave_times,
      truant_times: s.truant_times,
      homework: `${s.hw_submit_times}/${s.hw_assign_times}`,
    })),
  };
}

/** A student's courses and the periods of each (StudentDetail's table and its 学习明细). */
export async function studentStudySheets(db: Kysely<Database>, uid: number, classIds: number[], now: number) {
  const info = await studentInfo(db, uid, classIds);
  const courses = await studentCourses(db, uid, classIds, now);
  const periods: Record<string, string | number | null>[] = [];
  for (const course of courses) {
    for (const p of await studentPeriods(db, uid, course.course_basis_id, now)) {
      periods.push({
        course: course.title,
        title: p.title,
        start_play: p.start_play,
        total: minutes(p.total_time),
        minutes: minutes(p.study_length),
        progress: p.progress_rate,
        op_status: OP_STATUS_NAMES[p.op_status] ?? null,
      });
    }
  }
  const sheets: ExportSheet[] = [
    {
      name: '课程',
      columns: [
        { header: '课程', key: 'title', kind: 'text' },
        { header: '课时数', key: 'section_num', kind: 'integer' },
        { header: '学习时长（分钟）', key: 'minutes', kind: 'integer' },
        { header: '学习进度', key: 'progress', kind: 'percent' },
        { header: '到课次数', key: 'attend_times', kind: 'integer' },
        { header: '请假次数', key: 'leave_times', kind: 'integer' },
        { header: '旷课次数', key: 'truant_times', kind: 'integer' },
        { header: '作业提交/布置', key: 'homework', kind: 'text' },
      ],
      rows: courses.map((c) => ({
        title: c.title,
        section_num: c.section_num,
        minutes: minutes(c.study_length),
        progress: c.progress_rate,
        attend_times: c.attend_times,
        leave_times: c.leave_times,
        truant_times: c.truant_times,
        homework: `${c.hw_submit_times}/${c.hw_assign_times}`,
      })),
    },
    {
      name: '学习明细',
      columns: [
        { header: '课程', key: 'course', kind: 'text' },
        { header: '课时', key: 'title', kind: 'text' },
        { header: '开课时间', key: 'start_play', kind: 'dateTime' },
        { header: '课时时长（分钟）', key: 'total', kind: 'integer' },
        { header: '学习时长（分钟）', key: 'minutes', kind: 'integer' },
        { header: '学习进度', key: 'progress', kind: 'percent' },
        { header: '到课', key: 'op_status', kind: 'text' },
      ],
      rows: periods,
    },
  ];
  return { fileName: `${info.nickname}学习明细`, sheets };
}
