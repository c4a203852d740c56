import { LOGIN_PATH, staffRoles } from '../../shared/session/roles';
import { t } from '../i18n/zh-CN';
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
    nav: { label: t('workbench'), icon: 'pi pi-home' },
    live: true,
  }),

  // Homework, grading and exams
  HomeworkManage: row({
    path: '/homework',
    params: { tab: optional(oneOf('main', 'approve', 'ques', 'rubric')), id: optional(int) },
    access: staffRoles,
    nav: { label: t('homework'), icon: 'pi pi-book', section: 'teaching' },
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
      title: t('publishHomework'),
      titleFor: (p) => (p.type === 'copy' ? t('copyHomework') : t('publishHomework')),
      parent: { route: 'HomeworkManage', params: { tab: 'main' } },
    },
    live: true,
  }),
  HomeworkAddQues: row({
    path: '/homework/questions/new',
    params: {},
    access: staffRoles,
    capability: 'canDispatch',
    trail: { title: t('addQuestion'), parent: { route: 'HomeworkManage', params: { tab: 'ques' } } },
    live: true,
  }),
  HomeworkEditQues: row({
    path: '/homework/questions/edit',
    params: { id: int },
    access: staffRoles,
    capability: 'canDispatch',
    trail: { title: t('editQuestion'), parent: { route: 'HomeworkManage', params: { tab: 'ques' } } },
    live: true,
  }),
  HomeworkQuesDetail: row({
    path: '/homework/questions/detail',
    params: { id: int },
    access: staffRoles,
    capability: 'canDispatch',
    trail: { title: t('questionDetails'), parent: { route: 'HomeworkManage', params: { tab: 'ques' } } },
    live: true,
  }),
  HomeworkDetail: row({
    path: '/homework/detail',
    params: { hw_id: int, class_id: int, from: optional(oneOf('arrange')) },
    access: staffRoles,
    trail: { title: t('homeworkDetails'), parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkStatis: row({
    path: '/homework/statistics',
    params: { hw_id: int, class_id: int },
    access: staffRoles,
    trail: { title: t('homeworkStatistics'), parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkPreview: row({
    path: '/homework/preview',
    params: { hw_id: int },
    access: staffRoles,
    trail: { title: t('homeworkPreview'), parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkAnswerPreview: row({
    path: '/homework/answer-preview',
    params: { hw_id: int, class_id: int },
    access: staffRoles,
    trail: { title: t('answerDetails'), parent: { route: 'HomeworkManage', params: { tab: 'main' } } },
    live: true,
  }),
  HomeworkApprove: row({
    path: '/homework/approve',
    params: { report_id: int, class_id: optional(int) },
    access: staffRoles,
    capability: 'canCorrect',
    trail: { title: t('gradeHomework'), parent: { route: 'HomeworkManage', params: { tab: 'approve' } } },
    live: true,
  }),
  HomeworkApproveView: row({
    path: '/homework/approve/view',
    params: { report_id: int, class_id: int },
    access: staffRoles,
    capability: 'canCorrect',
    trail: { title: t('viewHomework'), parent: { route: 'HomeworkManage', params: { tab: 'approve' } } },
    live: true,
  }),
  ExamManage: row({
    path: '/exams',
    params: {},
    access: staffRoles,
    nav: { label: t('exams'), icon: 'pi pi-file-edit', section: 'teaching' },
    live: true,
  }),
  /** The exam form: a new exam, or a draft's settings and paper (id). */
  ExamEdit: row({
    path: '/exams/edit',
    params: { id: optional(int) },
    access: staffRoles,
    capability: 'canDispatch',
    trail: {
      title: t('createExam'),
      titleFor: (p) => (p.id === undefined ? t('createExam') : t('editExam')),
      parent: { route: 'ExamManage', params: {} },
    },
    live: true,
  }),
  ExamDetail: row({
    path: '/exams/detail',
    params: { id: int },
    access: staffRoles,
    trail: { title: t('examDetails'), parent: { route: 'ExamManage', params: {} } },
    live: true,
  }),
  ExamPaperPreview: row({
    path: '/exams/paper/preview',
    params: { id: int },
    access: staffRoles,
    trail: { title: t('paperPreview'), parent: { route: 'ExamManage' } },
    live: true,
  }),
  ExamPaperApprove: row({
    path: '/exams/paper/approve',
    params: { report_id: int },
    access: staffRoles,
    capability: 'canCorrect',
    trail: { title: t('markPaper'), parent: { route: 'ExamManage' } },
    live: true,
  }),
  ExamPaperApproveView: row({
    path: '/exams/paper/view',
    params: { report_id: int },
    access: staffRoles,
    trail: { title: t('answerSheetDetails'), parent: { route: 'ExamManage' } },
    live: true,
  }),

  // Classes, sessions and the calendar
  ClassManage: row({
    path: '/classes',
    params: {},
    access: staffRoles,
    nav: { label: t('classes'), icon: 'pi pi-users', section: 'classes' },
    live: true,
  }),
  CurriculumManage: row({
    path: '/curricula',
    params: {},
    access: assistantOnly,
    nav: { label: t('courses'), icon: 'pi pi-th-large', section: 'classes' },
    live: true,
  }),
  CurriculumDetail: row({
    path: '/curricula/detail',
    params: { id: int, tab: optional(intOf(1, 2, 3)) },
    access: assistantOnly,
    trail: { title: t('courseDetails'), parent: { route: 'CurriculumManage', params: {} } },
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
          'gradebook',
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
    trail: { title: t('classDetails'), parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  /** The homework detail for one class (HomeworkDetail's screen, reached from a class's homework tab). */
  ClassesHomeworkDetail: row({
    path: '/classes/homework',
    params: { hw_id: int, class_id: int },
    access: staffRoles,
    trail: { title: t('homeworkDetails'), parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  StudentDetail: row({
    path: '/classes/student',
    params: { id: int, uid: int, class_id: int },
    access: staffRoles,
    trail: { title: t('studentDetails'), parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  PostNotice: row({
    path: '/classes/notice',
    params: { id: optional(int), class_id: int },
    access: staffRoles,
    trail: {
      title: t('publishAnnouncement'),
      titleFor: (p) => (p.id === undefined ? t('publishAnnouncement') : t('editAnnouncement')),
      parent: { route: 'ClassManage', params: {} },
    },
    live: true,
  }),
  AttendInfo: row({
    path: '/classes/attendance',
    params: { id: int, course_id: int, class_id: int },
    access: staffRoles,
    trail: { title: t('attendanceDetails'), parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  AddClassMeeting: row({
    path: '/classes/meetings/edit',
    params: { class_id: int, id: optional(int) },
    access: staffRoles,
    trail: {
      title: t('addClassMeeting'),
      titleFor: (p) => (p.id === undefined ? t('addClassMeeting') : t('editClassMeeting')),
      parent: { route: 'ClassManage', params: {} },
    },
    live: true,
  }),
  ClassMeetingStatistics: row({
    path: '/classes/meetings/statistics',
    params: { id: int },
    access: staffRoles,
    trail: { title: t('classMeetingStatistics'), parent: { route: 'ClassManage', params: {} } },
    live: true,
  }),
  /** The caller's lesson sessions (beyond the spec: where the session screens are reached from). */
  LessonSessions: row({
    path: '/sessions',
    params: {},
    access: staffRoles,
    nav: { label: t('mySessions'), icon: 'pi pi-clock', section: 'classes' },
    live: true,
  }),
  CurriculumTimeDetail: row({
    path: '/sessions/curriculum',
    params: { id: int },
    access: staffRoles,
    trail: { title: t('sessionDetails'), parent: { route: 'LessonSessions', params: {} } },
    live: true,
  }),
  OtoTimeDetail: row({
    path: '/sessions/one-to-one',
    params: { id: int },
    access: staffRoles,
    trail: { title: t('oneToOneSessionDetails'), parent: { route: 'LessonSessions', params: {} } },
    live: true,
  }),
  ScheduleCommunication: row({
    path: '/sessions/communication',
    params: { id: int, user_id: int },
    access: staffRoles,
    trail: { title: t('sessionMessages'), parent: { route: 'LessonSessions', params: {} } },
    live: true,
  }),
  Calendar: row({
    path: '/calendar',
    params: {},
    access: staffRoles,
    nav: { label: t('courseCalendar'), icon: 'pi pi-calendar', section: 'classes' },
    live: true,
  }),

  // Community
  CommunityGroup: row({
    path: '/community',
    params: {},
    access: staffRoles,
    nav: { label: t('community'), icon: 'pi pi-comments', section: 'community' },
    live: true,
  }),
  CommunityGroupShow: row({
    path: '/community/circles/:id',
    params: { id: int, ...communityOrigin },
    access: staffRoles,
    trail: { title: t('circleDetails'), parent: { route: 'CommunityGroup' } },
    live: true,
  }),
  CommunityShow: row({
    path: '/community/plates/:id',
    params: { id: int, group_id: optional(int), ...communityOrigin },
    access: staffRoles,
    trail: { title: t('boardPage'), parent: { route: 'CommunityGroup' } },
    live: true,
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
    trail: { title: t('postDetails'), parent: { route: 'MemberCommunity', params: {} } },
    live: true,
  }),
  MemberCommunity: row({
    path: '/community/mine',
    params: { tab: optional(intOf(0, 1, 2, 3)) },
    access: staffRoles,
    nav: { label: t('myCommunity'), icon: 'pi pi-user', section: 'community' },
    live: true,
  }),
  CommunityPost: row({
    path: '/community/compose',
    params: { id: int, type: intOf(1, 2), origin: optional(int) },
    access: staffRoles,
    trail: { title: t('newPost'), parent: { route: 'MemberCommunity', params: { tab: 3 } } },
    live: true,
  }),

  // The assistant's own page
  /** The spec's assistant profile; teachers keep theirs here too (docs/decisions.md, Class life). */
  AssistantProfile: row({
    path: '/profile',
    params: {},
    access: staffRoles,
    nav: { label: t('myProfile'), icon: 'pi pi-id-card', section: 'personal' },
    live: true,
  }),

  // Outside the frame
  Login: row({
    path: LOGIN_PATH,
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
