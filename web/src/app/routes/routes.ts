import { staffRoles } from '../../shared/session/roles';
import { int, intOf, oneOf, optional, text } from './params';
import { row } from './row';

const assistantOnly = ['ASSISTANT'] as const;
const communityOrigin = { routeName: optional(text), routeLabel: optional(text), tab: optional(text) };

/**
 * The route table, keyed by the spec's route names. A row is live once its screen exists (`live: true`
 * here and its screen in `app/screens.ts`); navigation, the router and `routeTo` all read this table.
 * It never imports screens, which import it to link to each other.
 */
export const routes = {
  Home: row({
    path: '/',
    params: {},
    access: staffRoles,
    nav: { label: '工作台', icon: 'pi pi-home' },
    live: true,
  }),

  // Homework, grading and exams
  HomeworkManage: row({
    path: '/homework',
    params: { tab: optional(oneOf('main', 'approve', 'ques', 'rubric')), id: optional(int) },
    access: staffRoles,
    nav: { label: '作业管理', icon: 'pi pi-book', section: 'teaching' },
    live: true,
  }),
  HomeworkPublish: row({
    path: '/homework/publish',
    params: {
      type: optional(oneOf('copy')),
      id: optional(int),
      course_id: optional(int),
      arrange_id: optional(int),
      arrange_type: optional(intOf(1, 2, 3, 4)),
    },
    access: staffRoles,
    capability: 'canDispatch',
    trail: {
      title: '发布作业',
      titleFor: (p) => (p.type === 'copy' ? '复制作业' : '发布作业'),
      parent: { route: 'HomeworkManage', params: { tab: 'main' } },
    },
    live: true,
  }),
  HomeworkAddQues: row({
    path: '/homework/questions/new',
    params: {},
    access: staffRoles,
    capability: 'canDispatch',
    trail: { title: '添加题目', parent: { route: 'HomeworkManage', params: { tab: 'ques' } } },
    live: true,
  }),
  HomeworkEditQues: row({
    path: '/homework/questions/edit',
    params: { id: int },
    access: staffRoles,
    capability: 'canDispatch',
    trail: { title: '编辑题目', parent: { route: 'HomeworkManage', params: { tab: 'ques' } } },
    live: true,
  }),
  HomeworkQuesDetail: row({
    path: '/homework/questions/detail',
    params: { id: int },
    access: staffRoles,
    capability: 'canDispatch',
    trail: { title: '题目详情', parent: { route: 'HomeworkManage', params: { tab: 'ques' } } },
    live: true,
  }),
  HomeworkDetail: row({
    path: '/homework/detail',
    params: { hw_id: int, class_id: int, from: optional(oneOf('arrange')) },
    access: staffRoles,
    trail: { title: '作业详情', parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkStatis: row({
    path: '/homework/statistics',
    params: { hw_id: int, class_id: int },
    access: staffRoles,
    trail: { title: '作业统计', parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkPreview: row({
    path: '/homework/preview',
    params: { hw_id: int },
    access: staffRoles,
    trail: { title: '作业预览', parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkAnswerPreview: row({
    path: '/homework/answer-preview',
    params: { hw_id: int, class_id: int },
    access: staffRoles,
    trail: { title: '答题详情', parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkApprove: row({
    path: '/homework/approve',
    params: { report_id: int, class_id: optional(int) },
    access: staffRoles,
    capability: 'canCorrect',
    trail: { title: '批改作业', parent: { route: 'HomeworkManage', params: { tab: 'approve' } } },
    live: true,
  }),
  HomeworkApproveView: row({
    path: '/homework/approve/view',
    params: { report_id: int, class_id: int },
    access: staffRoles,
    capability: 'canCorrect',
    trail: { title: '查看作业', parent: { route: 'HomeworkManage', params: { tab: 'approve' } } },
    live: true,
  }),
  ExamManage: row({
    path: '/exams',
    params: {},
    access: staffRoles,
    nav: { label: '考试管理', icon: 'pi pi-file-edit', section: 'teaching' },
    live: true,
  }),
  /** The exam form: a new exam, or a draft's settings and paper (id). */
  ExamEdit: row({
    path: '/exams/edit',
    params: { id: optional(int) },
    access: staffRoles,
    capability: 'canDispatch',
    trail: {
      title: '创建考试',
      titleFor: (p) => (p.id === undefined ? '创建考试' : '编辑考试'),
      parent: { route: 'ExamManage', params: {} },
    },
    live: true,
  }),
  ExamDetail: row({
    path: '/exams/detail',
    params: { id: int },
    access: staffRoles,
    trail: { title: '考试详情', parent: { route: 'ExamManage', params: {} } },
    live: true,
  }),
  ExamPaperPreview: row({
    path: '/exams/paper/preview',
    params: { id: int },
    access: staffRoles,
    trail: { title: '试卷预览', parent: { route: 'ExamManage' } },
    live: true,
  }),
  ExamPaperApprove: row({
    path: '/exams/paper/approve',
    params: { report_id: int },
    access: staffRoles,
    capability: 'canCorrect',
    trail: { title: '批阅试卷', parent: { route: 'ExamManage' } },
    live: true,
  }),
  ExamPaperApproveView: row({
    path: '/exams/paper/view',
    params: { report_id: int },
    access: staffRoles,
    trail: { title: '答卷详情', parent: { route: 'ExamManage' } },
    live: true,
  }),

  // Classes, sessions and the calendar
  ClassManage: row({
    path: '/classes',
    params: {},
    access: staffRoles,
    nav: { label: '班级管理', icon: 'pi pi-users', section: 'classes' },
    live: true,
  }),
  CurriculumManage: row({
    path: '/curricula',
    params: {},
    access: assistantOnly,
    nav: { label: '班课列表', icon: 'pi pi-th-large', section: 'classes' },
    live: true,
  }),
  CurriculumDetail: row({
    path: '/curricula/detail',
    params: { id: int, tab: optional(intOf(1, 2, 3)) },
    access: assistantOnly,
    trail: { title: '班课详情', parent: { route: 'CurriculumManage', params: {} } },
    live: true,
  }),
  ClassDetail: row({
    path: '/classes/detail',
    params: {
      id: int,
      tab: optional(
        oneOf(
          'students',
          'courses',
          'homework',
          'statistics',
          'courseware',
          'calendar',
          'leave',
          'circle',
          'announcement',
          'meeting',
        ),
      ),
    },
    access: staffRoles,
    trail: { title: '班级详情', parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  /** The homework detail for one class (HomeworkDetail's screen, reached from a class's homework tab). */
  ClassesHomeworkDetail: row({
    path: '/classes/homework',
    params: { hw_id: int, class_id: int },
    access: staffRoles,
    trail: { title: '作业详情', parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  StudentDetail: row({
    path: '/classes/student',
    params: { id: int, uid: int, class_id: int },
    access: staffRoles,
    trail: { title: '学员详情', parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  PostNotice: row({
    path: '/classes/notice',
    params: { id: optional(int), class_id: int },
    access: staffRoles,
    trail: {
      title: '发布公告',
      titleFor: (p) => (p.id === undefined ? '发布公告' : '编辑公告'),
      parent: { route: 'ClassManage', params: {} },
    },
    live: true,
  }),
  AttendInfo: row({
    path: '/classes/attendance',
    params: { id: int, course_id: int, class_id: int },
    access: staffRoles,
    trail: { title: '考勤详情', parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  AddClassMeeting: row({
    path: '/classes/meetings/edit',
    params: { class_id: int, id: optional(int) },
    access: staffRoles,
    trail: {
      title: '添加班会',
      titleFor: (p) => (p.id === undefined ? '添加班会' : '编辑班会'),
      parent: { route: 'ClassManage', params: {} },
    },
    live: true,
  }),
  ClassMeetingStatistics: row({
    path: '/classes/meetings/statistics',
    params: { id: int },
    access: staffRoles,
    trail: { title: '班会统计', parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  /** The caller's lesson sessions (beyond the spec: where the session screens are reached from). */
  LessonSessions: row({
    path: '/sessions',
    params: {},
    access: staffRoles,
    nav: { label: '我的课次', icon: 'pi pi-clock', section: 'classes' },
    live: true,
  }),
  CurriculumTimeDetail: row({
    path: '/sessions/curriculum',
    params: { id: int },
    access: staffRoles,
    trail: { title: '课次详情', parent: { route: 'LessonSessions', params: {} } },
    live: true,
  }),
  OtoTimeDetail: row({
    path: '/sessions/one-to-one',
    params: { id: int },
    access: staffRoles,
    trail: { title: '一对一课次详情', parent: { route: 'LessonSessions', params: {} } },
    live: true,
  }),
  ScheduleCommunication: row({
    path: '/sessions/communication',
    params: { id: int, user_id: int },
    access: staffRoles,
    trail: { title: '课次沟通', parent: { route: 'LessonSessions', params: {} } },
    live: true,
  }),
  Calendar: row({
    path: '/calendar',
    params: {},
    access: staffRoles,
    nav: { label: '课程日历', icon: 'pi pi-calendar', section: 'classes' },
    live: true,
  }),

  // Community
  CommunityGroup: row({
    path: '/community',
    params: {},
    access: staffRoles,
    nav: { label: '社区首页', icon: 'pi pi-comments', section: 'community' },
    live: true,
  }),
  CommunityGroupShow: row({
    path: '/community/circles/:id',
    params: { id: int, ...communityOrigin },
    access: staffRoles,
    trail: { title: '圈子详情', parent: { route: 'CommunityGroup' } },
    live: true,
  }),
  CommunityShow: row({
    path: '/community/plates/:id',
    params: { id: int, group_id: optional(int), ...communityOrigin },
    access: staffRoles,
  }),
  CommunityDetail: row({
    path: '/community/detail/:id',
    params: {
      id: int,
      type: optional(intOf(1, 2)),
      group_id: optional(int),
      plate_id: optional(int),
      ...communityOrigin,
    },
    access: staffRoles,
    trail: { title: '帖子详情', parent: { route: 'MemberCommunity', params: {} } },
    live: true,
  }),
  MemberCommunity: row({
    path: '/community/mine',
    params: { tab: optional(intOf(0, 1, 2, 3)) },
    access: staffRoles,
    nav: { label: '我的社区', icon: 'pi pi-user', section: 'community' },
    live: true,
  }),
  CommunityPost: row({
    path: '/community/compose',
    params: { id: int, type: intOf(1, 2), origin: optional(int) },
    access: staffRoles,
    trail: { title: '发帖', parent: { route: 'MemberCommunity', params: { tab: 3 } } },
    live: true,
  }),

  // The assistant's own page
  /** The spec's assistant profile; teachers keep theirs here too (docs/decisions.md, Class life). */
  AssistantProfile: row({
    path: '/profile',
    params: {},
    access: staffRoles,
    nav: { label: '个人中心', icon: 'pi pi-id-card', section: 'personal' },
    live: true,
  }),

  // Outside the frame
  Login: row({
    path: '/login',
    params: { redirect: optional(text) },
    access: 'public',
    live: true,
  }),
  NotFound: row({
    path: '*',
    params: {},
    access: 'public',
    live: true,
  }),
};

export type RouteName = keyof typeof routes;
