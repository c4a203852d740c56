import { createHash } from 'node:crypto';
import { demoLibraryFile } from '../../src/demo/courseware';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { DAY, type Fixtures, nowSeconds, PNG, rubricForm } from './fixtures';
import type { Outcome } from './routeExpectations';

/**
 * What each GraphQL operation (a root field of Query or Mutation) must answer to whom, keyed by
 * `Query.field` / `Mutation.field`. Variables not given here are generated from the schema (required
 * arguments only). An operation of the schema missing here fails the suite.
 */
export interface OperationCase {
  audience: 'public' | 'signedIn' | 'staff' | 'student';
  /** For student operations: what the demo student gets (default ok); staff hear FORBIDDEN. */
  student?: Outcome;
  /** Arguments naming the fixtures (ids of the teacher's own records). */
  args?: (f: Fixtures) => Record<string, unknown>;
  /** For staff operations: the demo teacher (owner of the fixtures), a teacher of other classes, the assistant without canDispatch. */
  owner?: Outcome;
  peer?: Outcome;
  noDispatch?: Outcome;
  /** Ends the caller's session: each subject signs in afresh for it. */
  endsSession?: boolean;
}

/** Operations on one of the owner's classes (or a student of it): anyone else is refused. */
const ownClassOnly = { owner: 'ok', peer: 'denied', noDispatch: 'denied' } as const;

/** Operations open to every staff member. */
const everyone = { owner: 'ok', peer: 'ok', noDispatch: 'ok' } as const;
/** Operations on someone else's record: refused to everyone. */
const nobody = { owner: 'denied', peer: 'denied', noDispatch: 'denied' } as const;

/** Operations on the demo assistant's team class: teachers are refused, other assistants hear 404. */
const assistantsTeamClass = { owner: 'denied', peer: 'denied', noDispatch: 'allowed' } as const;
/** An exam's figures: its creator; a teacher of other classes is refused; an assistant sees it only through a class. */
const examReader = { owner: 'ok', peer: 'denied', noDispatch: 'allowed' } as const;
/** Changing an exam: only its creator, and only as its state allows. */
const examOwnerOnly = { owner: 'allowed', peer: 'denied', noDispatch: 'denied' } as const;
/** A valid exam form: a bank question and a fill-in-the-blank question, for the owner's classes. */
const examInput = (f: Fixtures) => ({
  name: '矩阵考试',
  classifyId: '1',
  sections: [
    {
      name: '一、试题',
      introduce: '',
      questions: [
        { bankQuestionId: String(f.byPrefix.lector.question), score: 5 },
        { type: 'FILL_BLANK', stem: '<p>1+1=____</p>', blanks: [{ answers: ['2'] }], score: 5 },
      ],
    },
  ],
  passScore: 6,
  durationMinutes: 30,
  timeType: 'LONG_TERM',
  attempts: 1,
  classIds: f.byPrefix.lector.classIds.map(String),
});

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** A valid class meeting form, starting in an hour. */
const meetingInput = () => ({
  name: '安全测试班会',
  startTime: iso(nowSeconds() + 3600),
  endTime: iso(nowSeconds() + 7200),
  speaker: '安全',
  roomId: 'R1',
});
const question = (f: Fixtures) => ({
  input: {
    type: 'SINGLE_CHOICE',
    stem: '<p>题</p>',
    options: [
      { content: '<p>甲</p>', isRight: true },
      { content: '<p>乙</p>', isRight: false },
    ],
    rightAnswer: '',
    analysis: '',
    difficulty: 2,
    remark: '',
    subQuestions: [],
  },
  id: String(f.byPrefix.lector.question),
});

export const OPERATIONS: Record<string, OperationCase> = {
  'Query.health': { audience: 'public' },
  'Query.me': { audience: 'signedIn' },
  'Mutation.login': {
    audience: 'public',
    args: () => ({ mobile: DEMO_ACCOUNTS.teacher, password: 'Demo2026' }),
  },
  // Idempotent: signed out or not, it answers true and clears the cookie.
  'Mutation.logout': { audience: 'public', endsSession: true },
  'Query.homeworkList': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.publishableCourses': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.coursePeriods': {
    audience: 'staff',
    args: () => ({ courseId: '1' }),
    owner: 'ok',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'Query.homeworkHistory': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.historicalHomeworkQuestions': {
    audience: 'staff',
    args: (f) => ({ ids: [String(f.byPrefix.lector.homework)] }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.homeworkCopy': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.homeworkClasses': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.operationLog': {
    audience: 'staff',
    args: (f) => ({ subjectType: 'HOMEWORK', subjectId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.homeworkPublishInfo': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.pendingGradingCount': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.myQuestions': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'forbidden' },
  'Query.gradingList': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.gradingReport': {
    audience: 'staff',
    args: (f) => ({ reportId: String(f.byPrefix.lector.report) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  // Null (no report to open) for a homework the caller cannot see, like one nobody has submitted yet.
  'Query.reportToGrade': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.gradingComments': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Mutation.gradeQuestion': {
    audience: 'staff',
    args: (f) => ({
      input: {
        reportId: String(f.byPrefix.lector.report),
        questionId: String(f.byPrefix.lector.question),
        score: 1,
      },
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Mutation.finishGrading': {
    audience: 'staff',
    args: (f) => ({ reportId: String(f.byPrefix.lector.report) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.examReviewReport': {
    audience: 'staff',
    args: (f) => ({ reportId: String(f.examPaper) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.examMarkingReport': {
    audience: 'staff',
    args: (f) => ({ reportId: String(f.examPaper) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.examPaperPreview': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.exam) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Mutation.gradeExamQuestion': {
    audience: 'staff',
    args: (f) => ({ input: { reportId: String(f.examPaper), questionId: '1', score: 1 } }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Mutation.finishExamMarking': {
    audience: 'staff',
    args: (f) => ({ reportId: String(f.examPaper) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Mutation.renderPaperPdf': {
    audience: 'staff',
    args: () => ({ html: '<p>试卷</p>' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // Each staff member's own rubric library; another's rubric is refused unseen (404).
  'Query.rubrics': { audience: 'staff', args: () => ({ status: 'DRAFT' }), ...everyone },
  'Mutation.createRubric': { audience: 'staff', args: () => ({ input: rubricForm() }), ...everyone },
  'Mutation.updateRubric': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.rubric), input: rubricForm() }),
    owner: 'ok',
    peer: 'hidden',
    noDispatch: 'hidden',
  },
  'Mutation.archiveRubric': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.archivableRubric) }),
    owner: 'ok',
    peer: 'hidden',
    noDispatch: 'hidden',
  },
  'Mutation.addGradingComment': {
    audience: 'staff',
    args: () => ({ content: '书写工整' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'Mutation.removeGradingComment': {
    audience: 'staff',
    args: () => ({ id: '1' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'Query.questionCorrections': {
    audience: 'staff',
    args: (f) => ({ questionId: String(f.byPrefix.lector.question) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.question': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.question) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'Query.publicQuestions': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'forbidden' },
  'Query.publicQuestionsByIds': {
    audience: 'staff',
    args: (f) => ({ ids: [String(f.publicQuestion)] }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'Query.knowledgePoints': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'forbidden' },
  'Mutation.addQuestion': {
    audience: 'staff',
    args: (f) => ({ input: question(f).input }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'Mutation.updateQuestion': {
    audience: 'staff',
    args: question,
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'Mutation.deleteQuestions': {
    audience: 'staff',
    args: (f) => ({ ids: [String(f.byPrefix.lector.deletableQuestion)] }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'Mutation.importQuestions': {
    audience: 'staff',
    args: () => ({ format: 'WORD', fileName: 'a.docx', contentBase64: 'UEsDBA==' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'Query.questionImportPreview': {
    audience: 'staff',
    args: (f) => ({ id: f.byPrefix.lector.importPreview }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'Mutation.previewQuestionImport': {
    audience: 'staff',
    args: () => ({ format: 'WORD', fileName: 'a.docx', contentBase64: 'UEsDBA==' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'Mutation.changeQuestionImportPreview': {
    audience: 'staff',
    args: (f) => ({ id: f.byPrefix.lector.importPreview, drops: [] }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'Mutation.commitQuestionImportPreview': {
    audience: 'staff',
    args: (f) => ({ id: f.byPrefix.lector.importPreview }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'Mutation.publishHomework': {
    audience: 'staff',
    args: (f) => ({
      input: {
        courseId: '1',
        type: 'COURSE',
        name: '安全测试作业',
        endingTime: iso(nowSeconds() + 3 * DAY),
        scored: true,
        scope: 'CHOSEN_CHILD_COURSES',
        childCourseIds: ['2'],
        questions: [{ id: String(f.byPrefix.lector.question), score: 5 }],
      },
    }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'Mutation.publishHomeworkToClasses': {
    audience: 'staff',
    args: (f) => ({
      id: String(f.byPrefix.lector.homework),
      classIds: f.byPrefix.lector.classIds.map(String),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.adjustHomeworkDeadline': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.homework), endingTime: iso(nowSeconds() + 5 * DAY) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.recallHomework': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Classes: demo class 1 is the owner's (the demo teacher heads it); the peer teacher and the
  // assistant without canDispatch serve other classes. Student 7 sits in class 1.
  'Query.classes': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.classFilterOptions': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  // Courseware: the demo school seeds the library (ids 1–6, the first a PDF), courseware 7–9 in class 1
  // and 10 on lesson session 1 (team class 1: the demo teacher's and the demo assistant's).
  'Query.classCourseware': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.coursewareLibrary': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.coursewareClassifies': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.coursewarePreview': {
    audience: 'staff',
    args: () => ({ fid: `${createHash('sha256').update(demoLibraryFile(0).bytes).digest('hex')}.pdf` }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'Query.sessionCourseware': { audience: 'staff', args: () => ({ sessionId: '1' }), ...ownClassOnly },
  'Mutation.addClassCourseware': {
    audience: 'staff',
    args: (f) => ({
      classId: '1',
      input: { name: '安全测试课件', classifyId: '1', wareType: 'ORDINARY', fileUrl: `/api/files/${f.file}` },
    }),
    ...ownClassOnly,
  },
  'Mutation.editClassCourseware': {
    audience: 'staff',
    args: (f) => ({
      id: '8',
      input: {
        name: '安全测试课件（改）',
        classifyId: '2',
        wareType: 'ORDINARY',
        fileUrl: `/api/files/${f.file}`,
      },
    }),
    ...ownClassOnly,
  },
  'Mutation.removeClassCourseware': {
    audience: 'staff',
    args: () => ({ id: '9' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.pickClassCourseware': {
    audience: 'staff',
    args: () => ({ classId: '1', wareIds: ['3'] }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.addSessionCourseware': {
    audience: 'staff',
    args: (f) => ({
      sessionId: '1',
      input: { name: '安全测试课次课件', wareType: 'ORDINARY', fileUrl: `/api/files/${f.file}` },
    }),
    ...ownClassOnly,
  },
  'Mutation.pickSessionCourseware': {
    audience: 'staff',
    args: () => ({ sessionId: '1', wareIds: ['5'] }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.removeSessionCourseware': {
    audience: 'staff',
    args: () => ({ id: '10' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.schoolClass': { audience: 'staff', args: () => ({ id: '1' }), ...ownClassOnly },
  'Query.workbench': { audience: 'staff', ...everyone },
  'Query.gradebook': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Mutation.exportGradebook': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.classStudents': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.classCourses': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.classHomework': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.classStatistics': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  // Class life on demo class 1 (headed by the demo teacher): announcement 1 and meeting 1 (ended) are
  // read, announcement 3 and meeting 4 deleted, meeting 3 (upcoming) edited. A profile or password
  // change the rules refuse keeps the demo accounts as they are.
  'Query.classAnnouncements': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.announcement': { audience: 'staff', args: () => ({ id: '1' }), ...ownClassOnly },
  'Mutation.publishAnnouncement': {
    audience: 'staff',
    args: () => ({ classId: '1', title: '安全测试公告', content: '<p>内容</p>' }),
    ...ownClassOnly,
  },
  'Mutation.updateAnnouncement': {
    audience: 'staff',
    args: () => ({ id: '1', classId: '1', title: '安全测试公告', content: '<p>改</p>' }),
    ...ownClassOnly,
  },
  'Mutation.deleteAnnouncement': { audience: 'staff', args: () => ({ id: '3' }), ...ownClassOnly },
  'Query.classMeetings': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.classMeeting': { audience: 'staff', args: () => ({ id: '1' }), ...ownClassOnly },
  'Query.meetingJoinCodes': { audience: 'staff', args: () => ({ id: '1' }), ...ownClassOnly },
  'Query.classMeetingStatistics': { audience: 'staff', args: () => ({ id: '1' }), ...ownClassOnly },
  'Mutation.createClassMeeting': {
    audience: 'staff',
    args: () => ({ classId: '1', input: meetingInput() }),
    ...ownClassOnly,
  },
  'Mutation.updateClassMeeting': {
    audience: 'staff',
    args: () => ({ id: '3', input: meetingInput() }),
    ...ownClassOnly,
  },
  'Mutation.deleteClassMeeting': { audience: 'staff', args: () => ({ id: '4' }), ...ownClassOnly },
  // The calendar of demo class 1 and live entry into its live meeting 2.
  'Query.calendarMonth': {
    audience: 'staff',
    args: () => ({ date: '2026-09-01', classId: '1' }),
    ...ownClassOnly,
  },
  'Query.calendarDay': {
    audience: 'staff',
    args: () => ({ date: '2026-09-01', classId: '1' }),
    ...ownClassOnly,
  },
  'Query.liveRoomEntry': { audience: 'staff', args: () => ({ meetingId: '2' }), ...ownClassOnly },
  'Query.myProfile': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Mutation.uploadAvatar': {
    audience: 'staff',
    args: () => ({ imageBase64: PNG.toString('base64') }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'Mutation.updateProfile': {
    audience: 'staff',
    args: () => ({ avatar: '', realName: '安全', introduction: '介绍' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'Mutation.changePassword': {
    audience: 'staff',
    args: () => ({ oldPassword: 'Demo2026', newPassword: 'Fresh2027', confirmation: 'Other2027' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'Query.student': { audience: 'staff', args: () => ({ id: '7' }), ...ownClassOnly },
  'Query.studentCourses': { audience: 'staff', args: () => ({ id: '7' }), ...ownClassOnly },
  'Query.studentPeriods': { audience: 'staff', args: () => ({ id: '7', courseId: '2' }), ...ownClassOnly },
  'Mutation.setClassScheduleImage': {
    audience: 'staff',
    args: () => ({ classId: '1', fileName: 'dot.png', imageBase64: PNG.toString('base64') }),
    ...ownClassOnly,
  },
  'Mutation.exportClassStatistics': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Mutation.exportStudentStudy': { audience: 'staff', args: () => ({ id: '7' }), ...ownClassOnly },
  // Leave and AttendInfo: class 1 is the owner's; course 2 (periods 5–8) is one of its courses.
  'Query.classLeaveRequests': { audience: 'staff', args: () => ({ classId: '1' }), ...ownClassOnly },
  'Query.attendCourse': { audience: 'staff', args: () => ({ courseId: '2', classId: '1' }), ...ownClassOnly },
  'Query.attendPeriods': {
    audience: 'staff',
    args: () => ({ courseId: '2', classId: '1' }),
    ...ownClassOnly,
  },
  'Query.periodAttendance': {
    audience: 'staff',
    args: () => ({ courseId: '2', classId: '1', periodId: '5' }),
    ...ownClassOnly,
  },
  // A leave id and a student's button may be refused by their state (409) but never by who asks.
  'Mutation.setLeaveStatus': {
    audience: 'staff',
    args: () => ({ classId: '1', ids: ['1'], opStatus: 'LEAVE_APPROVED' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.changeOpStatus': {
    audience: 'staff',
    args: () => ({
      input: { classId: '1', courseId: '2', periodId: '8', studentId: '7', action: 'LEAVE', reason: '病假' },
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.exportCourseAttendance': {
    audience: 'staff',
    args: () => ({ courseId: '2', classId: '1' }),
    ...ownClassOnly,
  },
  // Team classes are the assistant's (teachers are refused); team class 1 is the demo assistant's, the
  // other assistants hear 404 for it.
  'Query.teamClasses': { audience: 'staff', owner: 'denied', peer: 'denied', noDispatch: 'ok' },
  'Query.teamClass': { audience: 'staff', args: () => ({ id: '1' }), ...assistantsTeamClass },
  'Query.teamClassStudents': { audience: 'staff', args: () => ({ id: '1' }), ...assistantsTeamClass },
  'Query.teamClassLessons': { audience: 'staff', args: () => ({ id: '1' }), ...assistantsTeamClass },
  'Query.teamClassAttendance': { audience: 'staff', args: () => ({ id: '1' }), ...assistantsTeamClass },
  'Query.teamClassHomework': { audience: 'staff', args: () => ({ id: '1' }), ...assistantsTeamClass },
  'Mutation.setLessonAttendance': {
    audience: 'staff',
    args: () => ({ teamClassId: '1', lessonId: '1', studentId: '1', action: 'LEAVE' }),
    ...assistantsTeamClass,
  },
  'Query.homeworkResultDetail': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.homeworkStudents': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.questionAnalysis': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework), sort: 'CORRECT_RATE', order: 'ASC' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.transcript': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.transcriptSummary': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.gradeDistribution': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.gradeBandStudents': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework), min: 90, max: 100 }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.homeworkStatistics': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Mutation.exportTranscript': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.homeworkPreview': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.answerStatistics': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Query.answerStudents': {
    audience: 'staff',
    args: (f) => ({
      homeworkId: String(f.byPrefix.lector.homework),
      questionId: String(f.byPrefix.lector.question),
      group: 'RIGHT',
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'Mutation.downloadHomeworkPaper': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  // The fixture homework grades by name: its owner may ask (and hears 该作业未开启匿名批改).
  'Mutation.liftHomeworkAnonymity': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Released grades: grading's authorization. The fixture homework releases automatically, so its
  // graders may ask and hear 该作业成绩自动发布，无需手动发布.
  'Mutation.releaseHomeworkResults': {
    audience: 'staff',
    args: (f) => ({ homeworkId: String(f.byPrefix.lector.homework) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  // Lesson sessions: session 1 and 2 are held lessons of team class 1 (the demo teacher's); staff of
  // other team classes hear NOT_FOUND, and only teachers evaluate or ask leave.
  'Query.lessonSession': {
    audience: 'staff',
    args: () => ({ id: '1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.lessonSessionStudents': {
    audience: 'staff',
    args: () => ({ id: '1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.lessonSessions': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Mutation.uploadSessionHandout': {
    audience: 'staff',
    args: () => ({ sessionId: '1', fileName: '讲义.png', fileBase64: PNG.toString('base64') }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.reviewSessionHandout': {
    audience: 'staff',
    args: () => ({ sessionId: '2', approve: true }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.evaluateSessionStudent': {
    audience: 'staff',
    args: () => ({ sessionId: '1', studentId: '2147483647', remark: '课堂表现很好' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.askSessionLeave': {
    audience: 'staff',
    args: () => ({ sessionId: '1' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Query.examClassifies': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.examSchools': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.exams': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.examForEditing': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Query.examHeader': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Query.examAttempts': {
    audience: 'staff',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Query.examScoreStatistics': {
    audience: 'staff',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Query.examStudents': {
    audience: 'staff',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Query.examQuestionStatistics': {
    audience: 'staff',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Mutation.exportExamStudents': {
    audience: 'staff',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    ...examReader,
  },
  'Mutation.createExam': {
    audience: 'staff',
    args: (f) => ({ input: examInput(f) }),
    owner: 'ok',
    // Another teacher's classes are not theirs to choose: refused as input, not as a role.
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  // The owner's draft may already be published or closed by another case: then refused by its state.
  'Mutation.editExam': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.exam), input: examInput(f) }),
    ...examOwnerOnly,
  },
  'Mutation.publishExam': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.exam) }),
    ...examOwnerOnly,
  },
  'Mutation.closeExam': {
    audience: 'staff',
    args: (f) => ({ id: String(f.byPrefix.lector.exam) }),
    ...examOwnerOnly,
  },
  // Released grades: marking's authorization. The fixture exam releases automatically, so its graders
  // may ask and hear 该考试成绩自动发布，无需手动发布.
  'Mutation.releaseExamResults': {
    audience: 'staff',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  // Community circles: every staff member sees the general circles and may join or leave one (joining
  // twice or leaving a circle one is not in is refused by the membership machine, so `allowed`).
  'Query.communityGroups': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.myCommunityGroups': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.communityGroup': {
    audience: 'staff',
    args: () => ({ id: '1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'Query.communityGroupMembers': {
    audience: 'staff',
    args: () => ({ groupId: '1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'Query.communityPlates': {
    audience: 'staff',
    args: () => ({ groupId: '1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'Query.circlePosts': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.myCirclePosts': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.communitySwitches': { audience: 'staff', owner: 'ok', peer: 'ok', noDispatch: 'ok' },
  'Query.classCirclePosts': {
    audience: 'staff',
    args: (f) => ({ classId: String(Math.min(...f.byPrefix.lector.classIds)) }),
    ...ownClassOnly,
  },
  'Mutation.joinCommunityGroup': {
    audience: 'staff',
    args: () => ({ id: '3' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'Mutation.leaveCommunityGroup': {
    audience: 'staff',
    args: () => ({ id: '3' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  // Demo post 2 is a student's post in a general circle: no staff member may delete it (只能删除自己发布的内容).
  'Mutation.deleteClassCirclePosts': {
    audience: 'staff',
    args: () => ({ ids: ['2'] }),
    owner: 'denied',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Community posts: everyone signed in reads, likes and collects; commenting needs membership of the
  // circle (the demo teacher is a member of circle 1, the others are not); nobody deletes another's
  // post (post 2 is a student's) or comment (comment 1), or cancels another's collect (collect 1).
  'Query.communityPost': { audience: 'staff', args: () => ({ id: '2' }), ...everyone },
  'Query.communityPostComments': { audience: 'staff', args: () => ({ postId: '1' }), ...everyone },
  'Query.communityRecommendedPosts': {
    audience: 'staff',
    args: () => ({ groupId: '1', except: '1' }),
    ...everyone,
  },
  'Query.communityPostStatistics': { audience: 'staff', ...everyone },
  'Query.memberCommunityPosts': { audience: 'staff', args: () => ({ tab: 'COLLECTED' }), ...everyone },
  'Query.memberCommunityCircles': { audience: 'staff', ...everyone },
  'Query.communityPostForm': { audience: 'staff', args: () => ({ groupId: '1' }), ...everyone },
  'Mutation.newCommunityCaptcha': { audience: 'staff', ...everyone },
  // Without a captcha answer the post is refused by the posting rules (or 请先加入圈子): asking is allowed.
  'Mutation.createCommunityPost': {
    audience: 'staff',
    args: () => ({
      input: {
        groupId: '1',
        title: 't',
        content: 'c',
        resourceType: 'IMAGES',
        captcha: '',
        key: '',
        resources: [],
      },
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.deleteCommunityPost': { audience: 'staff', args: () => ({ id: '2' }), ...nobody },
  'Mutation.addCommunityComment': {
    audience: 'staff',
    args: () => ({ postId: '3', content: '赞' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'Mutation.deleteCommunityComment': { audience: 'staff', args: () => ({ postId: '1', id: '1' }), ...nobody },
  'Mutation.toggleCommunityPostLike': { audience: 'staff', args: () => ({ postId: '3' }), ...everyone },
  'Mutation.collectCommunityPost': {
    audience: 'staff',
    args: () => ({ postId: '3' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'Mutation.cancelCommunityCollect': {
    audience: 'staff',
    args: () => ({ postId: '2', collectId: '1' }),
    ...nobody,
  },
  // The student app: the demo student reads their own report of the fixture homework; a report that is
  // not theirs answers NOT_FOUND (allowed), and every staff member hears FORBIDDEN from the REST API.
  'Query.myHomework': { audience: 'student', args: () => ({ status: 'NOT_SUBMITTED' }) },
  'Query.mySavedQuestions': { audience: 'student' },
  'Query.myHomeworkReport': {
    audience: 'student',
    args: (f) => ({ id: String(f.byPrefix.lector.report) }),
  },
  // The fixture homework may already be recalled by the matrix's own recallHomework (owners act last),
  // so the student may be answered 作业已撤回: a domain refusal, not an authorization one (as in REST).
  'Mutation.saveMyAnswers': {
    audience: 'student',
    args: (f) => ({ reportId: String(f.byPrefix.lector.report), answers: [] }),
    student: 'allowed',
  },
  'Mutation.submitMyHomework': {
    audience: 'student',
    args: () => ({ reportId: '999999' }),
    student: 'allowed',
  },
  // A question of the fixture homework (the demo student's): saving it twice answers 已收藏该题 (409).
  'Mutation.collectMyQuestion': {
    audience: 'student',
    args: (f) => ({ questionId: String(f.byPrefix.lector.question) }),
    student: 'allowed',
  },
  'Mutation.cancelMyQuestionCollect': {
    audience: 'student',
    args: () => ({ collectId: '999999' }),
    student: 'allowed',
  },
  // The student's exams: the demo student's own paper of 作文测验 is read and reviewed; starting the
  // fixture exam may be refused by its state (a domain refusal), saving or submitting another's report
  // answers 答卷不存在 (allowed, as in REST); every staff member hears FORBIDDEN.
  'Query.myExams': { audience: 'student' },
  'Query.myExamAttempt': { audience: 'student', args: (f) => ({ id: String(f.examPaper) }) },
  'Query.myExamReview': { audience: 'student', args: (f) => ({ id: String(f.examPaper) }) },
  'Mutation.startMyExam': {
    audience: 'student',
    args: (f) => ({ examId: String(f.byPrefix.lector.exam) }),
    student: 'allowed',
  },
  'Mutation.saveMyExamAnswers': {
    audience: 'student',
    args: () => ({ reportId: '1', answers: [] }),
    student: 'allowed',
  },
  'Mutation.submitMyExam': { audience: 'student', args: () => ({ reportId: '1' }), student: 'allowed' },
  'Mutation.reportMyQuestionCorrection': {
    audience: 'student',
    args: (f) => ({ questionId: String(f.byPrefix.lector.question), type: 'STEM', message: '题干有错字' }),
  },
  // The student's schedule and leave: asking or cancelling may be refused by the period's state (409),
  // never by who asks; a code that is no student code of the student's classes answers NOT_FOUND.
  'Query.mySchedule': { audience: 'student' },
  'Mutation.askMyLeave': {
    audience: 'student',
    args: () => ({ courseId: '2', periodId: '5', reason: '生病' }),
    student: 'allowed',
  },
  'Mutation.cancelMyLeave': {
    audience: 'student',
    args: () => ({ courseId: '2', periodId: '5' }),
    student: 'allowed',
  },
  'Mutation.joinMeetingByCode': {
    audience: 'student',
    args: () => ({ code: 'AAAAAAAAAA' }),
    student: 'denied',
  },
  // The student's community, over the same REST as the app: the first demo student is a member of
  // circle 1; joining or leaving circle 3 may be refused by the membership (409), commenting on post 3
  // by the board or membership, and a post without a captcha answer by the posting rules (allowed);
  // collect 1 is another student's (denied). Every staff member hears FORBIDDEN from the REST API.
  'Query.studentCommunitySwitches': { audience: 'student' },
  'Query.studentCircles': { audience: 'student' },
  'Query.studentMyCircles': { audience: 'student' },
  'Query.studentCircle': { audience: 'student', args: () => ({ id: '1' }) },
  'Query.studentCirclePlates': { audience: 'student', args: () => ({ groupId: '1' }) },
  'Query.studentCirclePosts': { audience: 'student', args: () => ({ groupId: '1' }) },
  'Query.studentPost': { audience: 'student', args: () => ({ id: '1' }) },
  'Query.studentPostComments': { audience: 'student', args: () => ({ postId: '1' }) },
  'Query.studentPostForm': { audience: 'student', args: () => ({ groupId: '1' }) },
  'Mutation.joinStudentCircle': { audience: 'student', args: () => ({ id: '3' }), student: 'allowed' },
  'Mutation.leaveStudentCircle': { audience: 'student', args: () => ({ id: '3' }), student: 'allowed' },
  'Mutation.newStudentCaptcha': { audience: 'student' },
  'Mutation.createStudentPost': {
    audience: 'student',
    args: () => ({
      input: {
        groupId: '1',
        title: 't',
        content: 'c',
        resourceType: 'IMAGES',
        captcha: '',
        key: '',
        resources: [],
      },
    }),
    student: 'allowed',
  },
  'Mutation.addStudentComment': {
    audience: 'student',
    args: () => ({ postId: '3', content: '赞' }),
    student: 'allowed',
  },
  'Mutation.toggleStudentPostLike': { audience: 'student', args: () => ({ postId: '3' }) },
  'Mutation.collectStudentPost': { audience: 'student', args: () => ({ postId: '3' }), student: 'allowed' },
  'Mutation.cancelStudentCollect': {
    audience: 'student',
    args: () => ({ postId: '2', collectId: '1' }),
    student: 'denied',
  },
};
