import { COLLECT_TYPE_HOMEWORK_QUESTION, IS_ANONYMOUS } from '@school/machines';
import { type Kysely, sql } from 'kysely';

/**
 * What `npm run examples` sends each route of the demo school (recordDemoExamples.ts). Ids are read
 * from the freshly seeded school (`demoIds`), never written as numbers: a path or query parameter is
 * filled by its name (`BY_NAME`), and a route whose parameters mean something the name does not say
 * (`:id`) or whose body needs more than ids has its own entry in `EXAMPLE_INPUTS`.
 */

/** The demo accounts the calls are made as (password `Demo2026`). */
export const DEMO_ACCOUNTS = {
  teacher: '13800000001',
  assistant: '13800000002',
  student: '13900000001',
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Ids of the demo school that the calls name, read from its tables once seeded. */
export interface DemoIds {
  teacherUid: number;
  assistantUid: number;
  studentUid: number;
  /** A class the demo teacher and assistant both staff, with the demo student in it. */
  classId: number;
  largeClassId: number;
  courseId: number;
  periodId: number;
  /** Homework published to that class, with submitted and graded reports. */
  homeworkId: number;
  /** A submitted report of that homework in that class. */
  reportId: number;
  /** A question of that homework. */
  homeworkQuestionId: number;
  /** The demo student's own report of that homework. */
  studentReportId: number;
  /** The demo student's report that is still open (not submitted), if any. */
  openStudentReportId: number | undefined;
  /** A question in the bank the demo teacher may read. */
  questionId: number;
  /** A short-answer question of the public bank, which every staff member may assign. */
  publicEssayId: number;
  examId: number;
  examReportId: number;
  studentExamReportId: number | undefined;
  teamClassId: number;
  lessonTimeId: number;
  /** A circle the demo users belong to, with a post and a comment. */
  groupId: number;
  plateId: number;
  /** A board of that circle where students may post. */
  studentPlateId: number;
  postId: number;
  commentId: number;
  coursewareId: number;
  coursewareFid: string;
  /** Library courseware not on the class's shelf yet, to pick onto it; undefined when all are on it. */
  libraryCoursewareId: number | undefined;
  /**
   * Two lessons of that team class whose handout is not uploaded yet (undefined when none is): the
   * teacher uploads the first, the assistant the second, and each reviews the other's.
   */
  handoutLessonTimeId: number | undefined;
  secondHandoutLessonTimeId: number | undefined;
  /** A general circle none of the demo users has joined (undefined when none is left). */
  circleToJoinId: number | undefined;
  meetingId: number;
  announcementId: number;
  leaveId: number;
  /** The invitation code a student joins the class meeting with. */
  meetingCode: string;
  /** A question of the demo student's open report. */
  openReportQuestionId: number | undefined;
}

type Row = Record<string, unknown>;

async function first<T = number>(
  db: Kysely<unknown>,
  query: ReturnType<typeof sql>,
  what: string,
): Promise<T> {
  const row = (await query.execute(db)).rows[0] as Row | undefined;
  const value = row ? Object.values(row)[0] : undefined;
  if (value === undefined || value === null) throw new Error(`the demo school has no ${what}`);
  return value as T;
}

async function maybe<T = number>(db: Kysely<unknown>, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const row = (await query.execute(db)).rows[0] as Row | undefined;
  return row ? (Object.values(row)[0] as T) : undefined;
}

/** Reads the ids the calls name from the seeded demo school. */
export async function demoIds(db: Kysely<unknown>): Promise<DemoIds> {
  const uid = (mobile: string) =>
    first(db, sql`select id from users where mobile = ${mobile}`, `user ${mobile}`);
  const teacherUid = await uid(DEMO_ACCOUNTS.teacher);
  const assistantUid = await uid(DEMO_ACCOUNTS.assistant);
  const studentUid = await uid(DEMO_ACCOUNTS.student);
  const classId = await first(
    db,
    sql`select t.class_id from class_staff t join class_staff a on a.class_id = t.class_id
        join class_students s on s.class_id = t.class_id
        where t.user_id = ${teacherUid} and a.user_id = ${assistantUid} and s.uid = ${studentUid}
        order by t.class_id`,
    'class of the demo teacher, assistant and student',
  );
  const homeworkId = await first(
    db,
    sql`select hc.hw_id from homework_classes hc where hc.class_id = ${classId} and hc.is_published = 1
        and exists (select 1 from report_reviews r join homework_reports h on h.id = r.report_id
                    where h.hw_id = hc.hw_id and h.class_id = ${classId})
        order by hc.hw_id`,
    'graded homework',
  );
  const courseId = await first(
    db,
    sql`select course_id from class_courses where class_id = ${classId} order by course_id`,
    'course',
  );
  const teamClassId = await first(
    db,
    sql`select id from team_classes where teacher_id = ${teacherUid} order by id`,
    'team class',
  );
  const groupId = await first(
    db,
    sql`select p.group_id from community_post p
        join community_member t on t.group_id = p.group_id and t.uid = ${teacherUid} and t.left = 0
        join community_member a on a.group_id = p.group_id and a.uid = ${assistantUid} and a.left = 0
        join community_member s on s.group_id = p.group_id and s.uid = ${studentUid} and s.left = 0
        where exists (select 1 from community_comment c where c.post_id = p.id) order by p.group_id`,
    'circle of the demo users with a comment',
  );
  const postId = await first(
    db,
    sql`select p.id from community_post p where p.group_id = ${groupId}
        and exists (select 1 from community_comment c where c.post_id = p.id and c.deleted = 0) order by p.id`,
    'post',
  );
  const examId = await first(
    db,
    sql`select e.exam_id from exam_classes e where e.class_id = ${classId} order by e.exam_id`,
    'exam',
  );
  return {
    teacherUid,
    assistantUid,
    studentUid,
    classId,
    largeClassId: await first(
      db,
      sql`select large_class_id from classes where id = ${classId}`,
      'large class',
    ),
    courseId,
    periodId: await first(
      db,
      sql`select id from course_periods where course_id = ${courseId} order by sort`,
      'period',
    ),
    homeworkId,
    reportId: await first(
      db,
      sql`select h.id from homework_reports h join report_reviews r on r.report_id = h.id
          where h.hw_id = ${homeworkId} and h.class_id = ${classId} order by h.id`,
      'graded report',
    ),
    homeworkQuestionId: await first(
      db,
      sql`select question_id from homework_questions where hw_id = ${homeworkId} order by sort`,
      'homework question',
    ),
    studentReportId: await first(
      db,
      sql`select id from homework_reports where uid = ${studentUid} and submit_time is not null order by id`,
      'report of the demo student',
    ),
    openStudentReportId: await maybe(
      db,
      sql`select h.id from homework_reports h join homework w on w.id = h.hw_id
          where h.uid = ${studentUid} and h.submit_time is null order by w.ending_time desc`,
    ),
    questionId: await first(
      db,
      sql`select id from questions where owner_id = ${teacherUid} order by id`,
      'question of the demo teacher',
    ),
    publicEssayId: await first(
      db,
      sql`select id from questions where is_public = 1 and deleted = 0 and ques_type = 5 order by id`,
      'short-answer question of the public bank',
    ),
    examId,
    examReportId: await first(
      db,
      sql`select id from exam_reports where exam_id = ${examId} order by id`,
      'exam report',
    ),
    studentExamReportId: await maybe(
      db,
      sql`select id from exam_reports where uid = ${studentUid} order by id`,
    ),
    teamClassId,
    lessonTimeId: await first(
      db,
      sql`select id from lesson_times where team_class_id = ${teamClassId} order by arrange_time`,
      'lesson time',
    ),
    groupId,
    plateId: await first(db, sql`select plate_id from community_post where id = ${postId}`, 'plate'),
    studentPlateId: await first(
      db,
      sql`select id from community_plate where group_id in (${groupId}, 0) and who_can_post like '%4%'
          order by group_id desc, id`,
      'board students post in',
    ),
    postId,
    commentId: await first(
      db,
      sql`select id from community_comment where post_id = ${postId} and deleted = 0 order by id`,
      'comment',
    ),
    coursewareId: await first(db, sql`select id from courseware order by id`, 'courseware'),
    coursewareFid: await first<string>(db, sql`select fid from courseware order by id`, 'courseware file'),
    libraryCoursewareId: await maybe(
      db,
      sql`select id from courseware where holder_kind = 'library' and id not in
          (select ware_id from courseware where holder_kind = 'class' and holder_id = ${classId})
          order by id`,
    ),
    handoutLessonTimeId: await maybe(
      db,
      sql`select t.id from lesson_times t left join lesson_sessions s on s.id = t.id
          where t.team_class_id = ${teamClassId} and coalesce(s.file_status, 2) = 2
          and coalesce(s.cancelled, 0) = 0 order by t.arrange_time`,
    ),
    secondHandoutLessonTimeId: await maybe(
      db,
      sql`select t.id from lesson_times t left join lesson_sessions s on s.id = t.id
          where t.team_class_id = ${teamClassId} and coalesce(s.file_status, 2) = 2
          and coalesce(s.cancelled, 0) = 0 order by t.arrange_time limit 1 offset 1`,
    ),
    circleToJoinId: await maybe(
      db,
      sql`select g.id from community_group g where g.group_type = 1 and not exists
          (select 1 from community_member m where m.group_id = g.id and m.left = 0
           and m.uid in (${teacherUid}, ${assistantUid}, ${studentUid}))
          order by g.id`,
    ),
    meetingId: await first(
      db,
      sql`select id from class_meetings where class_id = ${classId} and deleted = 0 order by id`,
      'class meeting',
    ),
    announcementId: await first(
      db,
      sql`select id from announcements where class_id = ${classId} and deleted = 0 order by id`,
      'announcement',
    ),
    leaveId: await first(db, sql`select leave_id from period_attendance order by leave_id`, 'leave'),
    meetingCode: await first<string>(
      db,
      sql`select c.code from class_meeting_codes c join class_meetings m on m.id = c.meeting_id
          where m.class_id = ${classId} and c.kind = 'student' order by m.id`,
      'student meeting code',
    ),
    openReportQuestionId: await maybe(
      db,
      sql`select q.question_id from homework_reports h join homework_questions q on q.hw_id = h.hw_id
          where h.uid = ${studentUid} and h.submit_time is null order by h.id, q.sort`,
    ),
  };
}

/** Answers recorded earlier in the run under the calling route's own prefix: `made('POST', '/rubric')`. */
export type Made = (method: string, path: string) => unknown;

/** What a route named `:id` (or `:ids`) means, by the words of its path (the first match wins). */
const ID_OF_PATH: [RegExp, (ids: DemoIds, made: Made) => number | undefined][] = [
  [/^\/api\/app\/exam\/:id\/start/, (ids) => ids.examId],
  [/^\/api\/app\/exam\/report\//, (ids) => ids.studentExamReportId],
  [/^\/api\/app\/meeting\/join/, (ids) => ids.meetingId],
  [/\/community\/post\/:ids?$/, (ids, made) => createdId(made('POST', '/community/post')) ?? ids.postId],
  [/\/community\/comment\/:id$/, (_, made) => createdId(made('POST', '/community/comment'))],
  [/\/community\/(group|post)\//, (ids) => ids.groupId],
  [/\/ques\/(update|del)\//, (ids, made) => createdId(made('POST', '/ques/add')) ?? ids.questionId],
  [/^\/api\/assistants\/ques\//, (ids) => ids.publicEssayId],
  [/\/ques\//, (ids) => ids.questionId],
  [/\/hw\//, (ids, made) => publishedId(ids, made)],
  [/\/stateschoolclass\//, (ids) => ids.classId],
  [/\/stateschoolstudent\//, (ids) => ids.studentUid],
  [/\/stateschoolcourseware\//, (_, made) => createdId(made('POST', '/stateschoolcourseware'))],
  [/\/stateschoolcourse\//, (ids) => ids.courseId],
  [
    /\/test\/(edit|publish|close|results)\//,
    (ids, made) => createdId(made('POST', '/test/add')) ?? ids.examId,
  ],
  [/\/(test|testDetail)\//, (ids) => ids.examId],
  [/\/(teacherSchedule|teamClass)\//, (ids) => ids.lessonTimeId],
  [/\/announcement\//, (ids) => ids.announcementId],
  [/\/class\/meeting\//, (ids, made) => createdId(made('POST', '/class/meeting')) ?? ids.meetingId],
  [/\/courseWare\/:id$/, (ids, made) => createdId(firstRow(made('POST', '/courseWare'))) ?? ids.coursewareId],
  [/\/courseWare\//, (ids) => ids.coursewareId],
  [/\/rubric\//, (_, made) => createdId(made('POST', '/rubric'))],
  [/\/grading\/comments\//, (_, made) => createdId(made('POST', '/grading/comments'))],
  [/\/leave\//, (ids) => ids.leaveId],
];

/** The homework published earlier in the run (still open, its results released by hand), else the demo's. */
const publishedId = (ids: DemoIds, made: Made) => createdId(made('POST', '/hw/publish')) ?? ids.homeworkId;

/** The id a creation answered (`{id}` or the id itself). */
function createdId(answer: unknown): number | undefined {
  if (typeof answer === 'number') return answer;
  const id = (answer as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * Path parameters and required fields filled by their name wherever they appear. A staff route reads
 * the class's ids; a student route (`/api/app/`) its own report.
 */
export const BY_NAME: Record<string, (ids: DemoIds, path: string, made: Made) => unknown> = {
  id: (ids, path, made) => ID_OF_PATH.find(([words]) => words.test(path))?.[1](ids, made),
  ids: (ids, path, made) => ID_OF_PATH.find(([words]) => words.test(path))?.[1](ids, made),
  classId: (ids) => ids.classId,
  class_id: (ids) => ids.classId,
  classIds: (ids) => ids.classId,
  large_class_id: (ids) => ids.largeClassId,
  hwId: (ids, _, made) => publishedId(ids, made),
  hw_id: (ids) => ids.homeworkId,
  report_id: (ids, path) => (path.startsWith('/api/app/') ? ids.studentReportId : ids.reportId),
  ques_id: (ids) => ids.homeworkQuestionId,
  courseId: (ids) => ids.courseId,
  course_id: (ids) => ids.courseId,
  period_id: (ids) => ids.periodId,
  course_periods_id: (ids) => ids.periodId,
  times_id: (ids) => ids.lessonTimeId,
  class_times_id: (ids) => ids.lessonTimeId,
  group_id: (ids) => ids.groupId,
  post_id: (ids) => ids.postId,
  exam_id: (ids) => ids.examId,
  test_id: (ids) => ids.examId,
  uid: (ids) => ids.studentUid,
  clue_id: (ids) => ids.studentUid,
  fid: (ids) => ids.coursewareFid,
  preview_id: (_, __, made) =>
    (made('POST', '/ques/import/preview/:type') as { preview_id?: string } | undefined)?.preview_id,
  collect_id: (_, path, made) => {
    const answer = made('POST', path.includes('/community/') ? '/community/collect' : '/collect');
    return (
      createdId(answer) ?? createdId({ id: (answer as { collect_id?: unknown } | undefined)?.collect_id })
    );
  },
};

/** Keys of the staff routes as written under either prefix (`/api/lector` or `/api/assistants`). */
const STAFF_PREFIX = /^\/api\/(lector|assistants)/;
export const staffKey = (method: string, path: string) =>
  `${method} ${path.replace(STAFF_PREFIX, '/api/{staff}')}`;

/** What a call sends besides the names above: path parameters, the query or JSON body, an upload. */
export interface ExampleInput {
  params?: Record<string, string | number | undefined>;
  input?: Record<string, unknown>;
  /** Sent as multipart with the demo picture as its `file` field (with `input` as the other fields). */
  upload?: true;
}

/** Unix seconds a few days ahead of the run, for meetings and deadlines that must lie in the future. */
const daysAhead = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** The files calls send as base64: the demo's own picture (a small PNG) and the Excel question template. */
export interface DemoFiles {
  picture: string;
  questionTemplate: string;
}

/**
 * The routes whose parameters or body the names above do not say, keyed `METHOD /path`; a staff
 * route is written once as `/api/{staff}/…` for both prefixes.
 */
export const EXAMPLE_INPUTS: Record<string, (ids: DemoIds, made: Made, files: DemoFiles) => ExampleInput> = {
  'POST /api/auth/login': () => ({ input: { mobile: DEMO_ACCOUNTS.teacher, password: 'Demo2026' } }),
  'POST /api/app/public/file': () => ({ upload: true }),
  'POST /api/{staff}/public/file': () => ({ upload: true }),
  'POST /api/app/community/upload': () => ({ upload: true }),
  'POST /api/{staff}/community/upload': () => ({ upload: true }),
  'POST /api/{staff}/courseWare/upload': () => ({ upload: true, input: { ware_type: 1 } }),
  'POST /api/{staff}/stateschoolcourseware': (_, made) => ({
    input: {
      ware_name: '第三单元课堂板书',
      classify_id: 1,
      ware_type: 1,
      ware_filename: 'unit3-board.png',
      ware_url: coursewarePath(made),
      ware_desc: '课堂板书照片，供复习使用',
      is_sync: 2,
    },
  }),
  'POST /api/{staff}/courseWare': (_, made) => ({
    input: {
      times_type: 1,
      ware_info: JSON.stringify([
        {
          ware_name: '第3次课板书',
          ware_type: 1,
          ware_url: coursewarePath(made),
          ware_filename: 'lesson3-board.png',
          is_sync: 2,
        },
      ]),
    },
  }),
  'POST /api/{staff}/public/imgBase64': (_, __, files) => ({ input: { base64_image: files.picture } }),
  'POST /api/{staff}/information/avatar': (_, __, files) => ({ input: { base64_image: files.picture } }),
  'GET /api/{staff}/commonFilter/:keys': () => ({ params: { keys: 'classify,grade,subject,room' } }),
  'GET /api/{staff}/ques/public/detail/:ids': (ids) => ({ params: { ids: ids.publicEssayId } }),
  'GET /api/{staff}/hw/choose/:ids': (ids, made) => ({ params: { ids: publishedId(ids, made) } }),
  'GET /api/{staff}/homework/distribution/students/:hwId': () => ({ input: { min: 0, max: 100 } }),
  'GET /api/{staff}/homework/distribution/students/:hwId/:classId': () => ({ input: { min: 0, max: 100 } }),
  'GET /api/{staff}/testDetail/report/:report_id': (ids) => ({ params: { report_id: ids.examReportId } }),
  'GET /api/{staff}/testDetail/paper/approved/:report_id': (ids) => ({
    params: { report_id: ids.examReportId },
  }),
  'GET /api/{staff}/arrangeHomework/getHomeWorkRecord': (ids) => ({
    input: { type: 3, type_id: ids.teamClassId },
  }),
  'GET /api/{staff}/arrangeHomework/getClassHomeWorkRecord': (ids) => ({
    input: { type: 3, class_id: ids.classId },
  }),
  'GET /api/{staff}/operation/log': (ids) => ({
    input: { subject_type: 'homework', subject_id: ids.homeworkId },
  }),
  'GET /api/{staff}/live/enter': (ids) => ({
    input: { course_type: 1, course_id: ids.courseId, period_id: ids.periodId },
  }),
  'POST /api/app/myExam/correction': () => ({
    input: { type: 1, error_msg: '选项 B 与题干中的数值不一致' },
  }),
  'POST /api/app/collect': () => ({ input: { type: COLLECT_TYPE_HOMEWORK_QUESTION } }),
  'PUT /api/app/collect/cancel/:collect_id/:type': () => ({
    params: { type: COLLECT_TYPE_HOMEWORK_QUESTION },
  }),
  'POST /api/app/study/progress': () => ({ input: { slice_start: 0, seconds: 60, position: 60, mode: 1 } }),
  'POST /api/app/leave': () => ({ input: { leave_cause: '家中有事，需请假一次' } }),
  'POST /api/{staff}/leave': () => ({ input: { leave_cause: '家长来电请假' } }),
  'PUT /api/app/homework/:report_id/answers': (ids) => ({
    params: { report_id: ids.openStudentReportId },
    input: { answers: [{ ques_id: ids.openReportQuestionId, user_answer: '1' }] },
  }),
  'POST /api/app/homework/:report_id/submit': (ids) => ({ params: { report_id: ids.openStudentReportId } }),
  'POST /api/app/meeting/join': (ids) => ({ input: { code: ids.meetingCode } }),
  'POST /api/app/community/post': (ids, made) => ({
    input: {
      resource_type: 1,
      resources: uploaded(made),
      plate_id: ids.studentPlateId,
      title: '求助：配方法的步骤',
      content: '<p>第二步为什么要加上一次项系数一半的平方？</p>',
    },
  }),
  'POST /api/{staff}/community/post': (ids, made) => ({
    input: {
      resource_type: 1,
      resources: uploaded(made),
      plate_id: ids.plateId,
      title: '本周学习提示',
      content: '<p>请大家整理错题本，周五前交。</p>',
    },
  }),
  'POST /api/app/community/comment': () => ({ input: { content: '<p>谢谢老师，明白了。</p>' } }),
  'POST /api/{staff}/community/comment': () => ({
    input: { content: '<p>这个问题问得好，课上再细讲。</p>' },
  }),
  'POST /api/{staff}/grading/comments': () => ({ input: { content: '步骤完整，注意书写规范。' } }),
  'POST /api/{staff}/announcement': () => ({
    input: { title: '期末复习安排', content: '<p>下周起每天放学后在教室答疑。</p>' },
  }),
  'PUT /api/{staff}/announcement/:id': () => ({
    input: { title: '期末复习安排（更新）', content: '<p>答疑改在周二、周四放学后。</p>' },
  }),
  'POST /api/{staff}/class/meeting': (ids) => ({
    input: {
      class_id: ids.classId,
      meeting_name: '期末动员班会',
      teacher_name: '王老师',
      room_id: '880120',
      start_time: daysAhead(3),
      end_time: daysAhead(3) + 3600,
    },
  }),
  'PUT /api/{staff}/class/meeting/:id': (ids) => ({
    input: {
      class_id: ids.classId,
      meeting_name: '期末动员班会（改期）',
      teacher_name: '王老师',
      room_id: '880120',
      start_time: daysAhead(4),
      end_time: daysAhead(4) + 3600,
    },
  }),
  'POST /api/{staff}/live/playback': (ids) => ({
    input: { period_id: ids.periodId, playback_url: `https://vod.example.com/period/${ids.periodId}` },
  }),
  'PUT /api/{staff}/hw/update/ending_time/:hwId/:seconds': () => ({ params: { seconds: daysAhead(7) } }),
  'PUT /api/{staff}/leave/setOpStatus/:ids': (ids) => ({
    params: { ids: ids.leaveId },
    input: { op_status: 2 },
  }),
  'POST /api/{staff}/stateschoolstudent/exportStudy': (ids) => ({ input: { id: ids.studentUid } }),
  'POST /api/{staff}/stateschoolcourse/exportStudy': (ids) => ({
    input: { id: ids.courseId, class: ids.classId },
  }),
  'POST /api/{staff}/teacherSchedule/detailClassTime/uploadNotes': (ids, __, files) => ({
    input: { class_times_id: ids.handoutLessonTimeId, file_name: '课堂笔记.png', file_base64: files.picture },
  }),
  'POST /api/{staff}/teamClass/classTime/uploadNotes': (ids, __, files) => ({
    input: {
      class_times_id: ids.secondHandoutLessonTimeId,
      file_name: '课堂笔记.png',
      file_base64: files.picture,
    },
  }),
  'PUT /api/{staff}/teacherSchedule/detailClassTime/reviewNotes/:id': (ids) => ({
    params: { id: ids.secondHandoutLessonTimeId },
    input: { file_status: 1, file_remark: '讲义清楚' },
  }),
  'PUT /api/{staff}/teamClass/classTime/reviewNotes/:id': (ids) => ({
    params: { id: ids.handoutLessonTimeId },
    input: { file_status: 1, file_remark: '讲义清楚' },
  }),
  'PUT /api/{staff}/teacherSchedule/teacherRemark/:id': () => ({
    input: { remark: '课堂专注，作业按时完成。' },
  }),
  'POST /api/{staff}/hw/review/list': () => ({ input: { type: 1 } }),
  'POST /api/{staff}/hw/review/detail': () => ({ input: { type: 1 } }),
  'POST /api/{staff}/hw/review/storeReview': () => ({ input: { comment: '整体不错，注意计算细节。' } }),
  'POST /api/{staff}/testDetail/approved': (ids) => ({
    input: { report_id: ids.examReportId, remark: '继续保持' },
  }),
  'POST /api/{staff}/testDetail/paper/approved': (ids) => ({
    input: { report_id: ids.examReportId, remark: '继续保持' },
  }),
  'POST /api/{staff}/stateschoolcourseware/selectware': (ids) => ({
    input: { ware_ids: [ids.libraryCoursewareId] },
  }),
  'GET /api/{staff}/community/group/addGroup/:id': (ids) => ({ params: { id: ids.circleToJoinId } }),
  'GET /api/app/community/group/addGroup/:id': (ids) => ({ params: { id: ids.circleToJoinId } }),
  'PUT /api/{staff}/teacher/update': (_, made) => ({
    input: {
      avatar: uploadedFile(made),
      real_name: realName(made),
      introduction: '语文教学十四年，擅长阅读与写作指导。',
    },
  }),
  'PUT /api/{staff}/assistant/update': (_, made) => ({
    input: {
      avatar: uploadedFile(made),
      real_name: realName(made),
      introduction: '负责初一年级的作业批改与答疑。',
    },
  }),
  'PUT /api/{staff}/stateschoolclass/:large_class_id': (_, made) => ({
    input: { schedule_image: uploadedFile(made) },
  }),
  'POST /api/{staff}/hw/publish': (ids) => ({
    input: { ...homeworkForm(ids), is_anonymous: IS_ANONYMOUS.on, release_mode: 2 },
  }),
  'POST /api/{staff}/arrangeHomework/homework/publish': (ids) => ({
    input: { ...homeworkForm(ids), name: '第4次课课后练习', arrange_type: 4, arrange_id: ids.teamClassId },
  }),
  'PUT /api/{staff}/stateschoolcourseware/:id': (_, made) => ({
    input: {
      ware_name: '第三单元课堂板书（补充）',
      classify_id: 1,
      ware_type: 1,
      ware_filename: 'unit3-board.png',
      ware_url: coursewarePath(made),
      ware_desc: '补充了例题的板书照片',
      is_sync: 2,
    },
  }),
  'POST /api/{staff}/ques/import/preview/:type': (_, __, files) => ({
    params: { type: EXCEL_IMPORT },
    input: { file_name: '题目导入模板.xlsx', file_base64: files.questionTemplate },
  }),
  'POST /api/{staff}/ques/import/:type': (_, __, files) => ({
    params: { type: EXCEL_IMPORT },
    input: { file_name: '题目导入模板.xlsx', file_base64: files.questionTemplate },
  }),
  'PUT /api/{staff}/ques/import/preview/:preview_id': () => ({ input: { drops: [1] } }),
  'POST /api/{staff}/rubric': () => ({ input: RUBRIC_FORM }),
  'PUT /api/{staff}/rubric/:id': () => ({ input: { ...RUBRIC_FORM, title: '议论文评分标准（修订）' } }),
  'POST /api/{staff}/test/add': (ids) => ({ input: examForm(ids) }),
  'PUT /api/{staff}/test/edit/:id': (ids) => ({ input: { ...examForm(ids), name: '第三单元测验（修订）' } }),
  'POST /api/{staff}/leave/attendance': () => ({ input: { op_status: 0, reason: '线下课到课，补录考勤' } }),
  'POST /api/{staff}/teamClass/classTime/student/setAttendance': () => ({
    input: { type: 4, remark: '到课未签到，补录考勤' },
  }),
  'POST /api/{staff}/download/pdf': () => ({
    input: { html: '<h1>第三单元测验</h1><p>一、选择题</p>', css: 'h1 { font-size: 20px; }' },
  }),
  'PUT /api/{staff}/ques/update/:id': (_, made) => ({ input: firstRow(made('GET', '/ques/show/:id')) }),
  'POST /api/{staff}/ques/add': (_, made) => {
    const { id: _id, ...question } = firstRow(made('GET', '/ques/show/:id')) ?? {};
    return { input: question };
  },
};

/** A homework as the publish form sends it: one short-answer question of the public bank, due in a week. */
const homeworkForm = (ids: DemoIds) => ({
  course_basis_id: ids.courseId,
  type: 1,
  name: '第三单元课后作业',
  ending_time: daysAhead(7),
  is_set_score: 2,
  publish_scope: 1,
  question: JSON.stringify([{ id: ids.publicEssayId, score: 10 }]),
});

/** The import's type of an Excel file (1 is Word). */
const EXCEL_IMPORT = 2;

/** A rubric as the rubric form sends it: a title and criteria, each with levels. */
const RUBRIC_FORM = {
  title: '议论文评分标准',
  criteria: [
    {
      name: '观点',
      levels: [
        { text: '观点明确，论证充分', points: 5 },
        { text: '观点基本清楚', points: 3 },
      ],
    },
    { name: '语言', levels: [{ text: '通顺流畅', points: 5 }] },
  ],
};

/** An exam as the exam form sends it: one section of two fill-in-the-blank questions. */
const examForm = (ids: DemoIds) => ({
  name: '第三单元测验',
  classify_id: 1,
  sections: JSON.stringify([
    {
      name: '一、基础题',
      introduce: '',
      questions: [
        { ques_type: 7, ques_stem: '<p>一加一等于____</p>', blanks: [{ answers: ['二', '2'] }], score: 5 },
        { ques_type: 7, ques_stem: '<p>三角形内角和是____度</p>', blanks: [{ answers: ['180'] }], score: 5 },
      ],
    },
  ]),
  pass_score: 6,
  duration: 30,
  time_type: 2,
  test_num: 1,
  release_mode: 2,
  class_ids: String(ids.classId),
});

/** The file uploaded earlier in the run (the demo's picture), by its address. */
const uploadedFile = (made: Made) => (made('POST', '/public/file') as { path?: string } | undefined)?.path;

/** The caller's own name, as its profile answered earlier in the run. */
const realName = (made: Made) =>
  (made('GET', '/information') as { real_name?: string } | undefined)?.real_name;

/** The courseware file uploaded earlier in the run (the demo's picture). */
const coursewarePath = (made: Made) =>
  (made('POST', '/courseWare/upload') as { path?: string } | undefined)?.path;

/** The picture uploaded earlier in the run, as a post's images. */
const uploaded = (made: Made) => {
  const path = (made('POST', '/community/upload') as { path?: string } | undefined)?.path;
  return path ? [path] : [];
};

/** The first row of a list answer, as a body to send back. */
function firstRow(answer: unknown): Record<string, unknown> | undefined {
  return Array.isArray(answer) ? (answer[0] as Record<string, unknown>) : undefined;
}

/**
 * Reads that find no row on the untouched demo school: called right after the creations that fill
 * them (before the changes and deletions that may empty them again), so their example shows a row.
 */
export const READ_AFTER_CREATIONS = new Set([
  'GET /api/{staff}/grading/comments',
  'GET /api/{staff}/rubric',
  'GET /api/app/collect',
  'GET /api/app/community/collect',
  'GET /api/{staff}/community/collect',
  'GET /api/app/community/post/participated',
  'GET /api/{staff}/community/myPost',
  'GET /api/{staff}/ques/import/preview/:preview_id',
  'GET /api/{staff}/hw/history',
  'GET /api/{staff}/hw/choose/:ids',
  'GET /api/{staff}/hw/copy/:id',
  'GET /api/{staff}/arrangeHomework/getHomeWorkRecord',
  'GET /api/{staff}/arrangeHomework/getClassHomeWorkRecord',
]);

/** Uploads: called before the creations, which attach the files they stored. */
export const UPLOADS = new Set([
  'POST /api/app/public/file',
  'POST /api/{staff}/public/file',
  'POST /api/app/community/upload',
  'POST /api/{staff}/community/upload',
  'POST /api/{staff}/courseWare/upload',
]);

/**
 * Changes that close what they touch (archiving a rubric, committing an import preview, releasing a
 * homework's remaining results, recalling it): called after the deletions, in this order, once the
 * changes that need it open are made.
 */
export const CLOSING = [
  'PUT /api/{staff}/rubric/archive/:id',
  'POST /api/{staff}/ques/import/commit/:preview_id',
  'PUT /api/{staff}/hw/results/release/:hwId',
  'GET /api/{staff}/hw/withdraw/:id',
];

/**
 * Operations that are called last, in this order: they end the session or change the password the
 * other calls signed in with.
 */
export const CALLED_LAST = [
  'POST /api/auth/logout',
  'PUT /api/lector/update/password',
  'PUT /api/assistants/update/password',
];

/** What the password change sends: the demo password, and a new one. */
export const PASSWORD_CHANGE = {
  old_password: 'Demo2026',
  new_password: 'Demo2027x',
  new_password_confirmation: 'Demo2027x',
};

/**
 * The operations left without an example, each with the reason the recording run met (`npm run
 * examples` prints them); the contract test holds the document to this list both ways.
 */
export const WITHOUT_EXAMPLE: Record<string, string> = {
  'GET /api/files/:name': 'it answers the stored file’s bytes, not JSON',
  'GET /api/exports/:token': 'it answers the exported .xlsx or .docx file’s bytes, not JSON',
  'GET /api/app/schedule': 'the demo school answers it with no row (an empty list shows no shape)',
  'GET /api/app/captcha': "it answers a picture's bytes (a captcha's SVG), not a payload's shape",
  'GET /api/lector/ques/corrections/:id':
    'the demo school answers it with no row (an empty list shows no shape)',
  'GET /api/lector/community/captcha':
    "it answers a picture's bytes (a captcha's SVG), not a payload's shape",
  'GET /api/lector/live/enter': 'on the demo school as recorded it answers 409 直播已结束',
  'GET /api/assistants/ques/corrections/:id':
    'the demo school answers it with no row (an empty list shows no shape)',
  'GET /api/assistants/homework/class/questionTypeStatistics':
    'on the demo school as recorded it answers 404 作业不存在',
  'GET /api/assistants/homework/class/questionStatistics':
    'on the demo school as recorded it answers 404 作业不存在',
  'GET /api/assistants/community/captcha':
    "it answers a picture's bytes (a captcha's SVG), not a payload's shape",
  'GET /api/assistants/live/enter': 'on the demo school as recorded it answers 409 直播已结束',
  'POST /api/app/homework/:report_id/submit':
    'on the demo school as recorded it answers 409 作业已截止，不能提交',
  'POST /api/app/study/progress': 'on the demo school as recorded it answers 400 学习时间不正确',
  'POST /api/app/exam/report/:id/submit': 'on the demo school as recorded it answers 409 试卷已提交',
  'POST /api/app/leave': 'on the demo school as recorded it answers 409 课程已开始，不能请假',
  'POST /api/app/leave/cancel': 'on the demo school as recorded it answers 409 只能取消待审批的请假申请',
  'POST /api/app/meeting/join/:id': 'on the demo school as recorded it answers 409 班会已结束',
  'POST /api/app/meeting/join': 'on the demo school as recorded it answers 409 班会已结束',
  'POST /api/lector/testDetail/approveQuestion': 'its input is not in EXAMPLE_INPUTS yet (field question_id)',
  'POST /api/lector/testDetail/approved': 'on the demo school as recorded it answers 404 作业不存在',
  'POST /api/lector/hw/review/storeQuestion':
    'on the demo school as recorded it answers 400 客观题已自动判分，无需批改',
  'POST /api/lector/hw/review/storeReview':
    'on the demo school as recorded it answers 409 该作业已批改完成，请勿重复提交',
  'POST /api/lector/testDetail/paper/approveQuestion':
    'its input is not in EXAMPLE_INPUTS yet (field question_id)',
  'POST /api/lector/testDetail/paper/approved':
    'on the demo school as recorded it answers 409 该试卷已批阅完成，请勿重复提交',
  'POST /api/lector/leave/attendance':
    'on the demo school as recorded it answers 409 当前考勤状态不能进行该操作',
  'POST /api/assistants/testDetail/approveQuestion':
    'its input is not in EXAMPLE_INPUTS yet (field question_id)',
  'POST /api/assistants/testDetail/approved': 'on the demo school as recorded it answers 404 作业不存在',
  'POST /api/assistants/hw/review/storeQuestion':
    'on the demo school as recorded it answers 400 客观题已自动判分，无需批改',
  'POST /api/assistants/hw/review/storeReview':
    'on the demo school as recorded it answers 409 该作业已批改完成，请勿重复提交',
  'POST /api/assistants/testDetail/paper/approveQuestion':
    'its input is not in EXAMPLE_INPUTS yet (field question_id)',
  'POST /api/assistants/testDetail/paper/approved':
    'on the demo school as recorded it answers 409 该试卷已批阅完成，请勿重复提交',
  'POST /api/assistants/leave': 'on the demo school as recorded it answers 409 当前考勤状态不能进行该操作',
  'POST /api/assistants/leave/cancel':
    'on the demo school as recorded it answers 409 当前考勤状态不能进行该操作',
  'POST /api/assistants/leave/attendance':
    'on the demo school as recorded it answers 409 当前考勤状态不能进行该操作',
  'POST /api/assistants/teamClass/classTime/student/setAttendance':
    'on the demo school as recorded it answers 409 当前考勤状态不能进行该操作',
  'POST /api/assistants/stateschoolcourseware/selectware':
    'on the demo school as recorded it answers 409 所选课件已全部添加',
  'POST /api/assistants/announcement': 'on the demo school as recorded it answers 403 仅班主任可以发布公告',
  'POST /api/assistants/class/meeting':
    'on the demo school as recorded it answers 403 仅班主任可以创建、编辑或删除班会',
  'PUT /api/app/homework/:report_id/answers':
    'on the demo school as recorded it answers 409 作业已截止，不能作答',
  'PUT /api/app/exam/report/:id/answers': 'its input is not in EXAMPLE_INPUTS yet (field answers)',
  'PUT /api/lector/test/results/release/:id/:classId':
    'on the demo school as recorded it answers 409 成绩已发布，请勿重复发布',
  'PUT /api/lector/teacherSchedule/teacherRemark/:id':
    'on the demo school as recorded it answers 409 该学员已评价，不能重复评价',
  'PUT /api/assistants/test/results/release/:id/:classId':
    'on the demo school as recorded it answers 409 成绩已发布，请勿重复发布',
  'PUT /api/assistants/leave/setOpStatus/:ids':
    'on the demo school as recorded it answers 409 请假申请已处理，不能重复审批',
  'PUT /api/assistants/announcement/:id':
    'on the demo school as recorded it answers 403 仅班主任可以编辑或删除公告',
  'PUT /api/assistants/class/meeting/:id':
    'on the demo school as recorded it answers 403 仅班主任可以创建、编辑或删除班会',
  'GET /api/lector/hw/class/publish/:id/:classIds':
    'on the demo school as recorded it answers 409 作业已发布到全部班级',
  'GET /api/lector/teacherSchedule/leave/:id':
    'on the demo school as recorded it answers 409 课次已结束，不能请假',
  'GET /api/assistants/hw/class/publish/:id/:classIds':
    'on the demo school as recorded it answers 409 作业已发布到全部班级',
  'DELETE /api/assistants/announcement/:id': 'on the demo school as recorded it answers 404 公告不存在',
  'DELETE /api/assistants/class/meeting/:id':
    'on the demo school as recorded it answers 403 仅班主任可以创建、编辑或删除班会',
};
