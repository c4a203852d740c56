import {
  examForm,
  type Fixtures,
  nowSeconds,
  PNG,
  type Prefix,
  publishForm,
  rubricForm,
  validQuestion,
} from './fixtures';

/**
 * What each REST route must answer to whom: the authorization matrix's oracle, written by hand and
 * keyed by route. A route the app serves that is missing here fails the suite, so a new route is
 * covered by adding one entry.
 *
 * - ok: 200
 * - allowed: the caller may ask (not 401/403); the answer may still refuse the input or the state
 * - denied: 403 or 404 (someone else's record is refused or hidden)
 * - hidden: 404 (someone else's record is not revealed to exist)
 * - forbidden: 403
 * - unauthenticated: 401
 */
export type Outcome = 'ok' | 'allowed' | 'denied' | 'hidden' | 'forbidden' | 'unauthenticated';

export interface Request {
  path: string;
  body?: () => string | FormData;
  contentType?: string;
}

interface Shared {
  /** The call changes state: it is refused without a Bearer token or X-Requested-With. */
  changes?: boolean;
  /** The call ends the caller's session: each subject signs in afresh for it. */
  endsSession?: boolean;
}

/** Served on both staff prefixes; `owner` is the prefix's own staff member who made the fixtures. */
export interface StaffRoute extends Shared {
  audience: 'staff';
  request: (f: Fixtures, prefix: Prefix) => Request;
  owner: Outcome;
  /** The owner's outcome on one prefix where it differs (a head teacher's call an assistant may not make). */
  ownerOn?: Partial<Record<Prefix, Outcome>>;
  /** Same role, sharing no class with the owner. */
  peer: Outcome;
  /** The assistant without canDispatch (assistants prefix only). */
  noDispatch: Outcome;
  /** Routes for one role only: on the other prefix everyone is refused. */
  only?: Prefix;
}

/** Outside the staff prefixes: for everyone, for anyone signed in, or for students only (the student app). */
export interface OpenRoute extends Shared {
  audience: 'public' | 'signedIn' | 'student';
  request: (f: Fixtures) => Request;
  /** What a caller who may call gets (default ok). */
  answer?: Outcome;
}

/** The owner's first class of the fixture homework (demo class 1 on both prefixes). */
const firstClass = (f: Fixtures, p: Prefix) => Math.min(...f.byPrefix[p].classIds);
/** The demo school's first student (13900000001) sits in demo class 1. */
const DEMO_STUDENT_UID = 7;

/** A valid class meeting form, starting in an hour. */
const meetingForm = (patch: Record<string, unknown> = {}) => ({
  meeting_name: '安全测试班会',
  start_time: nowSeconds() + 3600,
  end_time: nowSeconds() + 7200,
  teacher_name: '安全',
  room_id: 'R1',
  ...patch,
});

const json = (value: unknown) => ({ body: () => JSON.stringify(value), contentType: 'application/json' });
const pngForm = () => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PNG)]), 'dot.png');
  return form;
};

export const STAFF_ROUTES: Record<string, StaffRoute> = {
  'POST /public/file': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/public/file', body: pngForm }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /public/imgBase64': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/public/imgBase64', ...json({ base64_image: PNG.toString('base64') }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /commonFilter/:keys': {
    audience: 'staff',
    request: () => ({ path: '/commonFilter/grade,classify' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /ques/index': {
    audience: 'staff',
    request: () => ({ path: '/ques/index' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'GET /ques/show/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/ques/show/${f.byPrefix[p].question}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'POST /ques/add': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/ques/add', ...json(validQuestion()) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'PUT /ques/update/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/ques/update/${f.byPrefix[p].question}`, ...json(validQuestion()) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'DELETE /ques/del/:ids': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/ques/del/${f.byPrefix[p].deletableQuestion}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'POST /ques/public': {
    audience: 'staff',
    request: () => ({ path: '/ques/public', ...json({ limit: 5 }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'GET /ques/public/detail/:ids': {
    audience: 'staff',
    request: (f) => ({ path: `/ques/public/detail/${f.publicQuestion}` }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'GET /ques/point': {
    audience: 'staff',
    request: () => ({ path: '/ques/point' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'POST /ques/import/:type': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/ques/import/1', ...json({ file_name: 'a.docx', file_base64: 'UEsDBA==' }) }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'POST /ques/import/preview/:type': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/ques/import/preview/1',
      ...json({ file_name: 'a.docx', file_base64: 'UEsDBA==' }),
    }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'GET /ques/import/preview/:preview_id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/ques/import/preview/${f.byPrefix[p].importPreview}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'PUT /ques/import/preview/:preview_id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: `/ques/import/preview/${f.byPrefix[p].importPreview}`,
      ...json({ fixes: [{ row_id: 1, ...validQuestion() }] }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'POST /ques/import/commit/:preview_id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/ques/import/commit/${f.byPrefix[p].importPreview}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'GET /hw/index': {
    audience: 'staff',
    request: () => ({ path: '/hw/index' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /teacher/testClassify': {
    audience: 'staff',
    only: 'lector',
    request: () => ({ path: '/teacher/testClassify' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /testClassify': {
    audience: 'staff',
    only: 'assistants',
    request: () => ({ path: '/testClassify' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /test/getSchoolInfo': {
    audience: 'staff',
    request: () => ({ path: '/test/getSchoolInfo' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /test/list': {
    audience: 'staff',
    request: () => ({ path: '/test/list' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /test/add': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/test/add',
      ...json(examForm(f.byPrefix[p].question, f.byPrefix[p].classIds)),
    }),
    owner: 'ok',
    // Another staff member's classes are not theirs to choose: refused as input, not as a role.
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'GET /test/info/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/test/info/${f.byPrefix[p].exam}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'PUT /test/edit/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: `/test/edit/${f.byPrefix[p].exam}`,
      ...json(examForm(f.byPrefix[p].question, f.byPrefix[p].classIds)),
    }),
    // Allowed while a draft; once another case published it, refused by its state (409).
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /test/publish/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/test/publish/${f.byPrefix[p].exam}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /test/close/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/test/close/${f.byPrefix[p].exam}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Released grades (marking's authorization: canCorrect, the grader's classes of the exam). The
  // fixture exam releases automatically: its graders may ask, and hear 该考试成绩自动发布，无需手动发布 (409).
  'PUT /test/results/release/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/test/results/release/${f.byPrefix[p].exam}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'PUT /test/results/release/:id/:classId': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/test/results/release/${f.byPrefix[p].exam}/${firstClass(f, p)}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /testDetail/getTestInfo/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/testDetail/getTestInfo/${f.byPrefix[p].exam}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /testDetail/list/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/testDetail/list/${f.byPrefix[p].exam}?filter=1` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /test/getInfo/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/test/getInfo/${f.byPrefix[p].exam}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /test/questionStatistics/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/test/questionStatistics/${f.byPrefix[p].exam}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /test/studentStatistics': {
    audience: 'staff',
    request: (f, p) => ({ path: '/test/studentStatistics', ...json({ test_id: f.byPrefix[p].exam }) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /test/export': {
    audience: 'staff',
    request: (f, p) => ({ path: '/test/export', ...json({ test_id: f.byPrefix[p].exam }) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /testDetail/report/:report_id': {
    audience: 'staff',
    request: (f) => ({ path: `/testDetail/report/${f.examPaper}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /testDetail/paper/approved/:report_id': {
    audience: 'staff',
    request: (f) => ({ path: `/testDetail/paper/approved/${f.examPaper}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /testDetail/paper/approveQuestion': {
    audience: 'staff',
    changes: true,
    request: (f) => ({
      path: '/testDetail/paper/approveQuestion',
      ...json({ report_id: f.examPaper, question_id: 1, score: 1 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /testDetail/paper/approved': {
    audience: 'staff',
    changes: true,
    request: (f) => ({ path: '/testDetail/paper/approved', ...json({ report_id: f.examPaper }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /testDetail/preview/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/testDetail/preview/${f.byPrefix[p].exam}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /download/pdf': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/download/pdf', ...json({ html: '<p>试卷</p>', css: '' }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /teacher/myCourse': {
    audience: 'staff',
    only: 'lector',
    request: () => ({ path: '/teacher/myCourse' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'forbidden',
  },
  'GET /hw/courses/choose': {
    audience: 'staff',
    only: 'assistants',
    request: () => ({ path: '/hw/courses/choose' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /hw/choose/periods/:courseId': {
    audience: 'staff',
    request: () => ({ path: '/hw/choose/periods/1' }),
    owner: 'ok',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'GET /hw/history': {
    audience: 'staff',
    request: () => ({ path: '/hw/history' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /hw/choose/:ids': {
    audience: 'staff',
    request: (f, p) => ({ path: `/hw/choose/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /hw/copy/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/hw/copy/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /hw/publish/button/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/hw/publish/button/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /hw/class/published/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/hw/class/published/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  // The audit trail of the owner's fixture homework: the homework's own visibility decides.
  'GET /operation/log': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/operation/log?subject_type=homework&subject_id=${f.byPrefix[p].homework}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /hw/class/publish/:id/:classIds': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: `/hw/class/publish/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds.join(',')}`,
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /hw/update/ending_time/:hwId/:seconds': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: `/hw/update/ending_time/${f.byPrefix[p].homework}/${nowSeconds() + 5 * 86_400}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /ques/corrections/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/ques/corrections/${f.byPrefix[p].question}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /hw/withdraw/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/hw/withdraw/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /hw/anonymous/lift/:hwId': {
    audience: 'staff',
    changes: true,
    // The fixture homework grades by name: its owner may ask, and hears 该作业未开启匿名批改 (409).
    request: (f, p) => ({ path: `/hw/anonymous/lift/${f.byPrefix[p].homework}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Released grades (grading's authorization: canCorrect, the grader's classes). The fixture homework
  // releases automatically: its graders may ask, and hear 该作业成绩自动发布，无需手动发布 (409).
  'PUT /hw/results/release/:hwId': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/hw/results/release/${f.byPrefix[p].homework}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'PUT /hw/results/release/:hwId/:classId': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/hw/results/release/${f.byPrefix[p].homework}/${firstClass(f, p)}` }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /hw/correct/quantity': {
    audience: 'staff',
    request: () => ({ path: '/hw/correct/quantity' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // Grading (canCorrect): a report of the owner's homework is hidden from staff of other classes.
  'POST /hw/correct': {
    audience: 'staff',
    request: () => ({ path: '/hw/correct', ...json({ page: 1 }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /testDetail/approved/:report_id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/testDetail/approved/${f.byPrefix[p].report}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /testDetail/approveQuestion': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/testDetail/approveQuestion',
      ...json({ report_id: f.byPrefix[p].report, question_id: f.byPrefix[p].question, score: 1 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /testDetail/approved': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: '/testDetail/approved', ...json({ report_id: f.byPrefix[p].report }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /hw/review/list': {
    audience: 'staff',
    request: (f, p) => ({ path: '/hw/review/list', ...json({ report_id: f.byPrefix[p].report, type: 1 }) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /hw/review/detail': {
    audience: 'staff',
    request: (f, p) => ({ path: '/hw/review/detail', ...json({ report_id: f.byPrefix[p].report, type: 1 }) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /hw/review/storeQuestion': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/hw/review/storeQuestion',
      ...json({ report_id: f.byPrefix[p].report, ques_id: f.byPrefix[p].question, user_score: 1, type: 2 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /hw/review/storeReview': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: '/hw/review/storeReview', ...json({ report_id: f.byPrefix[p].report }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /grading/comments': {
    audience: 'staff',
    request: () => ({ path: '/grading/comments' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /grading/comments': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/grading/comments', ...json({ content: '书写工整' }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'DELETE /grading/comments/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/grading/comments/1' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  // Rubrics are each staff member's own library: anyone staff builds and lists their own; a rubric
  // of someone else's is answered 404, so its existence is not revealed.
  'GET /rubric': {
    audience: 'staff',
    request: () => ({ path: '/rubric?status=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /rubric': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/rubric', ...json(rubricForm()) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'PUT /rubric/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/rubric/${f.byPrefix[p].rubric}`, ...json(rubricForm()) }),
    owner: 'ok',
    peer: 'hidden',
    noDispatch: 'hidden',
  },
  'PUT /rubric/archive/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/rubric/archive/${f.byPrefix[p].archivableRubric}` }),
    owner: 'ok',
    peer: 'hidden',
    noDispatch: 'hidden',
  },
  'POST /hw/publish': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: '/hw/publish', ...json(publishForm(f.byPrefix[p].question)) }),
    owner: 'ok',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  'POST /arrangeHomework/homework/publish': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/arrangeHomework/homework/publish',
      ...json(publishForm(f.byPrefix[p].question, { arrange_id: 1, arrange_type: 1 })),
    }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'forbidden',
  },
  // Community (staff prefixes): every staff member sees the circles and may join or leave one; joining
  // twice or leaving a circle one is not in is refused by the membership machine (409), so `allowed`.
  'GET /community/group': {
    audience: 'staff',
    request: () => ({ path: '/community/group?hot=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/group/myGroup': {
    audience: 'staff',
    request: () => ({ path: '/community/group/myGroup?group_type=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/group/detail/:id': {
    audience: 'staff',
    request: () => ({ path: '/community/group/detail/1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/group/groupUsers/:id': {
    audience: 'staff',
    request: () => ({ path: '/community/group/groupUsers/1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/plate': {
    audience: 'staff',
    request: () => ({ path: '/community/plate?group_id=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // A post without captcha is refused by the posting rules (400): the caller may still ask. Only
  // members of circle 1 post there (the owners joined it in the demo school); others hear 请先加入圈子.
  'POST /community/post': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/community/post',
      ...json({ group_id: 1, title: 't', content: 'c', resource_type: 1 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /community/myPost': {
    audience: 'staff',
    request: () => ({ path: '/community/myPost' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/captcha': {
    audience: 'staff',
    request: () => ({ path: '/community/captcha' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/group/addGroup/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/group/addGroup/3' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'GET /community/group/outGroup/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/group/outGroup/3' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'GET /community/post': {
    audience: 'staff',
    request: () => ({ path: '/community/post?group_id=1&order=2' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/setting': {
    audience: 'staff',
    request: () => ({ path: '/community/setting' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // The class circle: only staff of the class see its posts (others hear 班级不存在).
  'GET /community/post/class/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/community/post/class/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Demo post 2 is a student's post in a general circle: every staff member sees it, none wrote it, so
  // every caller hears 只能删除自己发布的内容 (403) and it stays.
  'DELETE /community/post/:ids': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/post/2' }),
    owner: 'denied',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Community posts (staff prefixes): anyone signed in reads posts and comments, likes and collects;
  // comments need membership of the circle (the owners are members of circle 1, the others hear
  // 请先加入圈子); nobody deletes another's post (post 2 is a student's) or comment (comment 1 is a
  // student's); collect 1 is a student's, so cancelling it is 404 for staff.
  'GET /community/post/statistics': {
    audience: 'staff',
    request: () => ({ path: '/community/post/statistics' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/post/recommend': {
    audience: 'staff',
    request: () => ({ path: '/community/post/recommend?group_id=1&except=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/post/participated': {
    audience: 'staff',
    request: () => ({ path: '/community/post/participated' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/post/:id': {
    audience: 'staff',
    request: () => ({ path: '/community/post/2' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /community/post/like': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/post/like', ...json({ post_id: 3 }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /community/comment': {
    audience: 'staff',
    request: () => ({ path: '/community/comment?post_id=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /community/comment': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/comment', ...json({ post_id: 3, content: '赞' }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'DELETE /community/comment/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/comment/1' }),
    owner: 'denied',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /community/collect': {
    audience: 'staff',
    request: () => ({ path: '/community/collect?limit=5' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /community/collect': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/collect', ...json({ post_id: 3 }) }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'PUT /community/collect/:collect_id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/collect/1' }),
    owner: 'denied',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /community/upload': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/community/upload', body: pngForm }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // Classes: the owner's first class of the fixture homework is demo class 1, where the demo school's
  // first student (uid 7) sits; the peer and the assistant without canDispatch serve other classes.
  // Class life (demo class 1, headed by the demo teacher, served by the demo assistant): announcement 1
  // is read, edited and its sibling 2 deleted; meeting 1 has ended, 2 is live, 3 and 4 are upcoming.
  // Only the head teacher publishes, edits and deletes, so the assistant owner is refused (403, or 404
  // once the teacher's run has deleted the row).
  'GET /announcement': {
    audience: 'staff',
    request: (f, p) => ({ path: `/announcement?class_id=${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /announcement/:id': {
    audience: 'staff',
    request: () => ({ path: '/announcement/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /announcement': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/announcement',
      ...json({ class_id: firstClass(f, p), title: '安全测试公告', content: '<p>内容</p>' }),
    }),
    owner: 'ok',
    ownerOn: { assistants: 'forbidden' },
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /announcement/:id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/announcement/1',
      ...json({ class_id: firstClass(f, p), title: '安全测试公告', content: '<p>改</p>' }),
    }),
    owner: 'ok',
    ownerOn: { assistants: 'forbidden' },
    peer: 'denied',
    noDispatch: 'denied',
  },
  'DELETE /announcement/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/announcement/2' }),
    owner: 'ok',
    ownerOn: { assistants: 'denied' },
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /class/meeting/lists/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/class/meeting/lists/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /class/meeting/code/:id': {
    audience: 'staff',
    request: () => ({ path: '/class/meeting/code/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /class/meeting/statistics/:id': {
    audience: 'staff',
    request: () => ({ path: '/class/meeting/statistics/1?is_join=1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /class/meeting/:id': {
    audience: 'staff',
    request: () => ({ path: '/class/meeting/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /class/meeting': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: '/class/meeting', ...json(meetingForm({ class_id: firstClass(f, p) })) }),
    owner: 'ok',
    ownerOn: { assistants: 'forbidden' },
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /class/meeting/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/class/meeting/3', ...json(meetingForm()) }),
    owner: 'ok',
    ownerOn: { assistants: 'forbidden' },
    peer: 'denied',
    noDispatch: 'denied',
  },
  'DELETE /class/meeting/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/class/meeting/4' }),
    owner: 'ok',
    ownerOn: { assistants: 'denied' },
    peer: 'denied',
    noDispatch: 'denied',
  },
  // The profile: everyone's own. A password change or profile update the rules refuse (400) keeps the
  // demo accounts as they are; the profile tests change them for real.
  'GET /information': {
    audience: 'staff',
    request: () => ({ path: '/information' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'POST /information/avatar': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/information/avatar', ...json({ base64_image: PNG.toString('base64') }) }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'PUT /assistant/update': {
    audience: 'staff',
    changes: true,
    only: 'assistants',
    request: () => ({
      path: '/assistant/update',
      ...json({ avatar: '', real_name: '助教', introduction: '介绍' }),
    }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'PUT /teacher/update': {
    audience: 'staff',
    changes: true,
    only: 'lector',
    request: () => ({
      path: '/teacher/update',
      ...json({ avatar: '', real_name: '老师', introduction: '介绍' }),
    }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'PUT /update/password': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/update/password',
      ...json({
        old_password: 'Demo2026',
        new_password: 'Fresh2027',
        new_password_confirmation: 'Other2027',
      }),
    }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'GET /stateschoolclass': {
    audience: 'staff',
    request: () => ({ path: '/stateschoolclass?only_manager=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /stateschoolclass/large/list': {
    audience: 'staff',
    request: () => ({ path: '/stateschoolclass/large/list' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /stateschoolclass/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolclass/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /stateschoolclass/:large_class_id': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: `/stateschoolclass/${firstClass(f, p)}`,
      ...json({ schedule_image: `/api/files/${f.file}` }),
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Courseware: the demo school seeds the library (ids 1–6), three courseware in class 1 (7–9) and one
  // on lesson session 1 (10); the fixture PNG is a type 1 courseware file. Adding it to class 1 comes
  // before the preview, so the owner may then preview it and others may not.
  'GET /stateschoolcourseware': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolcourseware?class_id=${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /stateschoolcourseware': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/stateschoolcourseware',
      ...json({
        class_id: firstClass(f, p),
        ware_name: '安全测试课件',
        classify_id: 1,
        ware_type: 1,
        ware_filename: 'dot.png',
        ware_url: `/api/files/${f.file}`,
        ware_desc: '',
      }),
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /stateschoolcourseware/selectware': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/stateschoolcourseware/selectware',
      ...json({ class_id: firstClass(f, p), ware_ids: [2, 3] }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'PUT /stateschoolcourseware/:id': {
    audience: 'staff',
    changes: true,
    request: (f) => ({
      path: '/stateschoolcourseware/7',
      ...json({
        ware_name: '安全测试课件（改）',
        classify_id: 2,
        ware_type: 1,
        ware_filename: 'dot.png',
        ware_url: `/api/files/${f.file}`,
        ware_desc: '',
      }),
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'DELETE /stateschoolcourseware/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/stateschoolcourseware/9' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /courseWareClassify': {
    audience: 'staff',
    request: () => ({ path: '/courseWareClassify' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /courseWare': {
    audience: 'staff',
    request: () => ({ path: '/courseWare?ware_type=1&classify_id=1' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  'GET /courseWare/preview/info': {
    audience: 'staff',
    request: (f) => ({ path: `/courseWare/preview/info?fid=${f.file}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /courseWare/upload': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/courseWare/upload', body: pngForm }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // Lesson session 1 belongs to team class 1, taught by the demo teacher and assisted by the demo assistant.
  'GET /courseWare/times/:times_id': {
    audience: 'staff',
    request: () => ({ path: '/courseWare/times/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /courseWare': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/courseWare', ...json({ times_id: 1, times_type: 1, ware_id: '4,5' }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'DELETE /courseWare/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/courseWare/10' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolstudent': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolstudent?class_id=${firstClass(f, p)}&status=1` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolcourse': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolcourse?class_id=${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /class/homework/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/class/homework/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolclass/studyanalysis/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolclass/studyanalysis/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /stateschoolclass/studyanalysis/export': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/stateschoolclass/studyanalysis/export',
      ...json({ class_id: firstClass(f, p) }),
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolstudent/:id': {
    audience: 'staff',
    request: () => ({ path: `/stateschoolstudent/${DEMO_STUDENT_UID}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolstudent/studycourses/:id': {
    audience: 'staff',
    request: () => ({ path: `/stateschoolstudent/studycourses/${DEMO_STUDENT_UID}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolstudent/studyperiods/:id': {
    audience: 'staff',
    request: () => ({ path: `/stateschoolstudent/studyperiods/${DEMO_STUDENT_UID}?course_id=2` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /stateschoolstudent/exportStudy': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/stateschoolstudent/exportStudy', ...json({ id: DEMO_STUDENT_UID }) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /class/homework/detail/:classId/:hwId': {
    audience: 'staff',
    only: 'lector',
    request: (f, p) => ({ path: `/class/homework/detail/0/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/:hwId': {
    audience: 'staff',
    only: 'assistants',
    request: (f, p) => ({ path: `/homework/${f.byPrefix[p].homework}?class_id=0` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /arrangeHomework/homework/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/arrangeHomework/homework/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /class/homework/students/:classId/:hwId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/class/homework/students/${f.byPrefix[p].classIds[0]}/${f.byPrefix[p].homework}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /arrangeHomework/homework/students/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/arrangeHomework/homework/students/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/question/analysis/:hwId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/question/analysis/${f.byPrefix[p].homework}?sort_field=average_right_rate&sort=asc`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /class/homework/question/analysis/:hwId/:classId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/class/homework/question/analysis/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/transcripts/detail/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/homework/transcripts/detail/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/transcripts/detail/:hwId/:classId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/transcripts/detail/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/transcripts/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/homework/transcripts/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/transcripts/:hwId/:classId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/transcripts/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/grade/distribution/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/homework/grade/distribution/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/grade/distribution/:hwId/:classId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/grade/distribution/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/distribution/students/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/homework/distribution/students/${f.byPrefix[p].homework}?min=90&max=100` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/distribution/students/:hwId/:classId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/distribution/students/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}?min=-1&max=-1`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'POST /hw/review/id': {
    audience: 'staff',
    request: (f, p) => ({ path: '/hw/review/id', ...json({ hw_id: f.byPrefix[p].homework, class_id: 0 }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/questionsTypeStatistics/:hwId': {
    audience: 'staff',
    only: 'lector',
    request: (f, p) => ({ path: `/homework/questionsTypeStatistics/${f.byPrefix[p].homework}?class_id=0` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/questionsStatistics/:hwId': {
    audience: 'staff',
    only: 'lector',
    request: (f, p) => ({ path: `/homework/questionsStatistics/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/class/questionTypeStatistics': {
    audience: 'staff',
    only: 'assistants',
    request: (f, p) => ({
      path: `/homework/class/questionTypeStatistics?hw_id=${f.byPrefix[p].homework}&class_id=0`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/class/questionStatistics': {
    audience: 'staff',
    only: 'assistants',
    request: (f, p) => ({
      path: `/homework/class/questionStatistics?hw_id=${f.byPrefix[p].homework}&class_id=0`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/answer/detail/:hw_id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/homework/answer/detail/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /class/homework/answer/detail/:hw_id/:class_id': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/class/homework/answer/detail/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/answer/right/students': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/answer/right/students?hw_id=${f.byPrefix[p].homework}&class_id=0&ques_id=${f.byPrefix[p].question}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/answer/wrong/students': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/answer/wrong/students?hw_id=${f.byPrefix[p].homework}&class_id=0&ques_id=${f.byPrefix[p].question}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/answered/students': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/answered/students?hw_id=${f.byPrefix[p].homework}&class_id=0&ques_id=${f.byPrefix[p].question}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/unanswer/students': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/unanswer/students?hw_id=${f.byPrefix[p].homework}&class_id=0&ques_id=${f.byPrefix[p].question}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/export/transcripts/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/homework/export/transcripts/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /homework/export/transcripts/:hwId/:classId': {
    audience: 'staff',
    request: (f, p) => ({
      path: `/homework/export/transcripts/${f.byPrefix[p].homework}/${f.byPrefix[p].classIds[0]}`,
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /hw/preview/:hwId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/hw/preview/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'allowed',
  },
  'GET /teacher/homework/download/:hwId': {
    audience: 'staff',
    only: 'lector',
    request: (f, p) => ({ path: `/teacher/homework/download/${f.byPrefix[p].homework}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'forbidden',
  },
  'GET /class/student/report/:report_id': {
    audience: 'staff',
    request: () => ({ path: '/class/student/report/999999' }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  'GET /class/student/report/:report_id/:class_id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/class/student/report/999999/${f.byPrefix[p].classIds[0]}` }),
    owner: 'allowed',
    peer: 'allowed',
    noDispatch: 'allowed',
  },
  // Leave and attendance (demo class 1 takes course 1 in person and course 2 live; period 5 is course 2's first).
  'GET /leave/getLeaveList/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/leave/getLeaveList/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // The staff home: each caller's own to-do list, whoever they are.
  'GET /workbench': {
    audience: 'staff',
    request: () => ({ path: '/workbench' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
  // A class's gradebook and its export: the class's staff only.
  'GET /class/gradebook/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/class/gradebook/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /class/gradebook/export/:classId': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({ path: `/class/gradebook/export/${firstClass(f, p)}`, ...json({}) }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Leave ids no one has: the owner hears 404 as well, so 'allowed' is only about the prefix's role.
  'PUT /leave/setOpStatus/:ids': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/leave/setOpStatus/999999', ...json({ op_status: 2 }) }),
    owner: 'denied',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /leave': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/leave',
      ...json({ uid: DEMO_STUDENT_UID, class_id: firstClass(f, p), course_id: 2, course_periods_id: 5 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /leave/cancel': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/leave/cancel',
      ...json({ uid: DEMO_STUDENT_UID, class_id: firstClass(f, p), course_id: 2, course_periods_id: 5 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /leave/attendance': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/leave/attendance',
      ...json({
        uid: DEMO_STUDENT_UID,
        class_id: firstClass(f, p),
        course_id: 2,
        course_periods_id: 5,
        op_status: 0,
        reason: '补',
      }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolcourse/:id': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolcourse/2?class_id=${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolcourse/studyperiods/:id/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolcourse/studyperiods/2/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /stateschoolcourse/exportStudy': {
    audience: 'staff',
    changes: true,
    request: (f, p) => ({
      path: '/stateschoolcourse/exportStudy',
      ...json({ id: 2, class: firstClass(f, p) }),
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Period 5 is the first of course 2 (four periods per course).
  'GET /stateschoolcourse/studystudents/:id/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolcourse/studystudents/2/${firstClass(f, p)}?period_id=5` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  // Team classes are the assistant's: the demo assistant assists team class 1.
  'GET /teamClass': {
    audience: 'staff',
    request: () => ({ path: '/teamClass' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
    only: 'assistants',
  },
  // Arranged homework's lookups and the lesson session's detail: team class 1 is taught by the demo
  // teacher and assisted by the demo assistant; lesson time 1 is its first.
  'GET /teamClass/classTime/detailClassTime/:id': {
    audience: 'staff',
    request: () => ({ path: '/teamClass/classTime/detailClassTime/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'GET /teacherSchedule/detailClassTime/:id': {
    audience: 'staff',
    request: () => ({ path: '/teacherSchedule/detailClassTime/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  'GET /teacherSchedule/scheduleDetail/:id': {
    audience: 'staff',
    request: () => ({ path: '/teacherSchedule/scheduleDetail/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  'GET /arrangeHomework/getHomeWorkRecord': {
    audience: 'staff',
    request: () => ({ path: '/arrangeHomework/getHomeWorkRecord?type=3&type_id=1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /arrangeHomework/getClassHomeWorkRecord': {
    audience: 'staff',
    request: () => ({ path: '/arrangeHomework/getClassHomeWorkRecord?type=3&class_id=1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'GET /teamClass/:id': {
    audience: 'staff',
    request: () => ({ path: '/teamClass/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'GET /teamClass/student/getTeamClassStudentList/:id': {
    audience: 'staff',
    request: () => ({ path: '/teamClass/student/getTeamClassStudentList/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'GET /teamClass/classTime/list/:id': {
    audience: 'staff',
    request: () => ({ path: '/teamClass/classTime/list/1?limit=999999' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'GET /teamClass/classTime/student/classAttendance/:id': {
    audience: 'staff',
    request: () => ({ path: '/teamClass/classTime/student/classAttendance/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'POST /teamClass/classTime/student/setAttendance': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/teamClass/classTime/student/setAttendance',
      ...json({ class_id: 1, times_id: 1, clue_id: DEMO_STUDENT_UID, type: 1 }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  // Lesson sessions: lesson time 1 is the first of team class 1 (the demo teacher's, assisted by the
  // demo assistant), completed at the suite's clock; staff of other team classes hear 课次不存在.
  'GET /teacherSchedule/getClassTimeStudent/:id': {
    audience: 'staff',
    request: () => ({ path: '/teacherSchedule/getClassTimeStudent/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  'GET /teamClass/classTime/student/getClassTimeStudent/:id': {
    audience: 'staff',
    request: () => ({ path: '/teamClass/classTime/student/getClassTimeStudent/1' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'POST /teacherSchedule/detailClassTime/uploadNotes': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/teacherSchedule/detailClassTime/uploadNotes',
      ...json({ class_times_id: 1, file_name: '讲义.png', file_url: '/api/files/missing.png' }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  'POST /teamClass/classTime/uploadNotes': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/teamClass/classTime/uploadNotes',
      ...json({ class_times_id: 1, file_name: '讲义.png', file_url: '/api/files/missing.png' }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'PUT /teacherSchedule/detailClassTime/reviewNotes/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/teacherSchedule/detailClassTime/reviewNotes/1', ...json({ file_status: 1 }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  'PUT /teamClass/classTime/reviewNotes/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/teamClass/classTime/reviewNotes/1', ...json({ file_status: 1 }) }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'assistants',
  },
  'PUT /teacherSchedule/teacherRemark/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/teacherSchedule/teacherRemark/1',
      ...json({ clue_id: 2147483647, remark: '课堂表现很好' }),
    }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  'GET /teacherSchedule/leave/:id': {
    audience: 'staff',
    changes: true,
    request: () => ({ path: '/teacherSchedule/leave/1' }),
    owner: 'allowed',
    peer: 'denied',
    noDispatch: 'denied',
    only: 'lector',
  },
  // The calendar: everyone's own cards; a class's calendar for its staff. Live entry and playbacks on
  // demo class 1's meetings: meeting 2 is live (entered), meeting 1 has ended (a playback attached).
  'GET /teacher/month/course': {
    audience: 'staff',
    request: () => ({ path: '/teacher/month/course?date=2026-09-01' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
    only: 'lector',
  },
  'GET /month/course': {
    audience: 'staff',
    request: () => ({ path: '/month/course?date=2026-09-01' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
    only: 'assistants',
  },
  'GET /teacher/courseCalendar': {
    audience: 'staff',
    request: () => ({ path: '/teacher/courseCalendar?date=2026-09-01' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
    only: 'lector',
  },
  'GET /courseCalendar': {
    audience: 'staff',
    request: () => ({ path: '/courseCalendar?date=2026-09-01' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
    only: 'assistants',
  },
  'GET /stateschoolclass/monthCourse/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolclass/monthCourse/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /stateschoolclass/classCalendar/:classId': {
    audience: 'staff',
    request: (f, p) => ({ path: `/stateschoolclass/classCalendar/${firstClass(f, p)}` }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /live/enter': {
    audience: 'staff',
    request: () => ({ path: '/live/enter?meeting_id=2&type=0' }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'POST /live/playback': {
    audience: 'staff',
    changes: true,
    request: () => ({
      path: '/live/playback',
      ...json({ meeting_id: 1, playback_url: 'https://vod.example.com/meeting/1' }),
    }),
    owner: 'ok',
    peer: 'denied',
    noDispatch: 'denied',
  },
  'GET /classTime/sessions': {
    audience: 'staff',
    request: () => ({ path: '/classTime/sessions' }),
    owner: 'ok',
    peer: 'ok',
    noDispatch: 'ok',
  },
};

export const OPEN_ROUTES: Record<string, OpenRoute> = {
  'GET /healthz': { audience: 'public', request: () => ({ path: '/healthz' }) },
  // The published description of the REST API and its viewer: public, like the spec they describe.
  'GET /api/openapi.json': { audience: 'public', request: () => ({ path: '/api/openapi.json' }) },
  'GET /api/docs': { audience: 'public', request: () => ({ path: '/api/docs' }) },
  'GET /api/docs/init.js': { audience: 'public', request: () => ({ path: '/api/docs/init.js' }) },
  // The student app: a report or collection the student does not have answers 404, which is allowed.
  'GET /api/app/homework': { audience: 'student', request: () => ({ path: '/api/app/homework' }) },
  'GET /api/app/homework/:report_id': {
    audience: 'student',
    request: () => ({ path: '/api/app/homework/1' }),
    answer: 'allowed',
  },
  'PUT /api/app/homework/:report_id/answers': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/homework/1/answers', ...json({ answers: [] }) }),
    answer: 'allowed',
  },
  'POST /api/app/homework/:report_id/submit': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/homework/1/submit' }),
    answer: 'allowed',
  },
  'POST /api/app/public/file': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/public/file', body: pngForm }),
  },
  'GET /api/app/getSchool': { audience: 'student', request: () => ({ path: '/api/app/getSchool' }) },
  'GET /api/app/exam': { audience: 'student', request: () => ({ path: '/api/app/exam' }) },
  'POST /api/app/exam/:id/start': {
    audience: 'student',
    changes: true,
    request: (f) => ({ path: `/api/app/exam/${f.byPrefix.lector.exam}/start` }),
    answer: 'allowed',
  },
  'GET /api/app/exam/report/:id': {
    audience: 'student',
    request: () => ({ path: '/api/app/exam/report/1' }),
    answer: 'allowed',
  },
  'GET /api/app/exam/report/:id/review': {
    audience: 'student',
    request: (f) => ({ path: `/api/app/exam/report/${f.examPaper}/review` }),
  },
  'PUT /api/app/exam/report/:id/answers': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/exam/report/1/answers', ...json({ answers: [] }) }),
    answer: 'allowed',
  },
  'POST /api/app/exam/report/:id/submit': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/exam/report/1/submit' }),
    answer: 'allowed',
  },
  'POST /api/app/myExam/correction': {
    audience: 'student',
    changes: true,
    request: (f) => ({
      path: '/api/app/myExam/correction',
      ...json({ ques_id: f.byPrefix.lector.question, type: 1, error_msg: '题干有误' }),
    }),
    answer: 'allowed',
  },
  'GET /api/app/collect': { audience: 'student', request: () => ({ path: '/api/app/collect' }) },
  'POST /api/app/collect': {
    audience: 'student',
    changes: true,
    request: (f) => ({ path: '/api/app/collect', ...json({ ques_id: f.byPrefix.lector.question, type: 3 }) }),
    answer: 'allowed',
  },
  'PUT /api/app/collect/cancel/:collect_id/:type': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/collect/cancel/1/3' }),
    answer: 'allowed',
  },
  'POST /api/auth/login': {
    audience: 'public',
    request: () => ({ path: '/api/auth/login', ...json({}) }),
    answer: 'allowed',
  },
  'POST /api/auth/logout': {
    audience: 'signedIn',
    endsSession: true,
    request: () => ({ path: '/api/auth/logout' }),
  },
  'GET /api/auth/me': { audience: 'signedIn', request: () => ({ path: '/api/auth/me' }) },
  'GET /api/files/:name': { audience: 'signedIn', request: (f) => ({ path: `/api/files/${f.file}` }) },
  // The study report of the student app; a slice refused by its rules (400) is allowed.
  'POST /api/app/leave': {
    audience: 'student',
    changes: true,
    request: () => ({
      path: '/api/app/leave',
      ...json({ course_id: 2, course_periods_id: 5, leave_cause: '生病' }),
    }),
    answer: 'allowed',
  },
  // The student's own schedule; cancelling a leave the student has not asked is refused by its state (409).
  'GET /api/app/schedule': { audience: 'student', request: () => ({ path: '/api/app/schedule' }) },
  'POST /api/app/leave/cancel': {
    audience: 'student',
    changes: true,
    request: () => ({
      path: '/api/app/leave/cancel',
      ...json({ course_id: 2, course_periods_id: 5 }),
    }),
    answer: 'allowed',
  },
  'POST /api/app/study/progress': {
    audience: 'student',
    changes: true,
    request: () => ({
      path: '/api/app/study/progress',
      ...json({ period_id: 5, slice_start: 1788393600, seconds: 300, position: 300, mode: 1 }),
    }),
    answer: 'allowed',
  },
  // Community (student app): the same calls under /api/app.
  'GET /api/app/community/group': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/group' }),
  },
  'GET /api/app/community/group/myGroup': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/group/myGroup' }),
  },
  'GET /api/app/community/group/detail/:id': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/group/detail/1' }),
  },
  'GET /api/app/community/group/groupUsers/:id': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/group/groupUsers/1' }),
  },
  'GET /api/app/community/plate': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/plate?group_id=1' }),
  },
  'POST /api/app/community/post': {
    audience: 'student',
    changes: true,
    request: () => ({
      path: '/api/app/community/post',
      ...json({ group_id: 1, title: 't', content: 'c', resource_type: 1 }),
    }),
    answer: 'allowed',
  },
  'GET /api/app/community/myPost': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/myPost' }),
  },
  'GET /api/app/community/post': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/post?group_id=1' }),
  },
  'GET /api/app/captcha': { audience: 'student', request: () => ({ path: '/api/app/captcha' }) },
  'GET /api/app/config/community_setting': {
    audience: 'student',
    request: () => ({ path: '/api/app/config/community_setting' }),
  },
  'GET /api/app/community/group/addGroup/:id': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/group/addGroup/3' }),
    answer: 'allowed',
  },
  'GET /api/app/community/group/outGroup/:id': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/group/outGroup/3' }),
    answer: 'allowed',
  },
  // Community posts (student app): the same calls; the first demo student is a member of circle 1,
  // post 1 and comment 2 are the demo teacher's, collect 1 another student's.
  'GET /api/app/community/post/statistics': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/post/statistics' }),
  },
  'GET /api/app/community/post/recommend': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/post/recommend?group_id=1' }),
  },
  'GET /api/app/community/post/participated': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/post/participated' }),
  },
  'GET /api/app/community/post/:id': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/post/1' }),
  },
  'DELETE /api/app/community/post/:id': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/post/1' }),
    answer: 'denied',
  },
  'POST /api/app/community/post/like': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/post/like', ...json({ post_id: 3 }) }),
  },
  'GET /api/app/community/comment': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/comment?post_id=1' }),
  },
  'POST /api/app/community/comment': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/comment', ...json({ post_id: 3, content: '赞' }) }),
    answer: 'allowed',
  },
  'DELETE /api/app/community/comment/:id': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/comment/2' }),
    answer: 'denied',
  },
  'GET /api/app/community/collect': {
    audience: 'student',
    request: () => ({ path: '/api/app/community/collect' }),
  },
  'POST /api/app/community/collect': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/collect', ...json({ post_id: 3 }) }),
    answer: 'allowed',
  },
  'PUT /api/app/community/collect/:collect_id': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/collect/1' }),
    answer: 'denied',
  },
  'POST /api/app/community/upload': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/community/upload', body: pngForm }),
  },
  // An export is downloadable only by the staff member who asked: anyone else's token is 404.
  // A student of demo class 1 joins its live meeting 2.
  'POST /api/app/meeting/join/:id': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/meeting/join/2' }),
    answer: 'allowed',
  },
  // A code that is no student code of the student's classes is as wrong as an unknown one (404 邀请码不正确).
  'POST /api/app/meeting/join': {
    audience: 'student',
    changes: true,
    request: () => ({ path: '/api/app/meeting/join', ...json({ code: 'AAAAAAAAAA' }) }),
    answer: 'denied',
  },
  'GET /api/exports/:token': {
    audience: 'signedIn',
    request: () => ({ path: `/api/exports/${'0'.repeat(32)}` }),
    answer: 'denied',
  },
  'GET /templates/question-import.docx': {
    audience: 'public',
    request: () => ({ path: '/templates/question-import.docx' }),
  },
  'GET /templates/question-import.xlsx': {
    audience: 'public',
    request: () => ({ path: '/templates/question-import.xlsx' }),
  },
};

export const STAFF_PREFIXES: readonly Prefix[] = ['lector', 'assistants'];

/**
 * Who asks about the class circle (demo class 1's): its student in class and its staff (the owners),
 * and outsiders: staff of other classes and `leaver`, a former student still on record as a member.
 */
export const CIRCLE_SUBJECTS = [
  'leaver',
  'otherTeacher',
  'otherAssistant',
  'classStudent',
  'assistant',
  'teacher',
] as const;
export type CircleSubject = (typeof CIRCLE_SUBJECTS)[number];
export const CIRCLE_OUTSIDERS: readonly CircleSubject[] = ['leaver', 'otherTeacher', 'otherAssistant'];

export interface ClassCircleRoute {
  request: (c: Fixtures['classCircle']) => Request;
  /** Per subject where it differs from the default: `ok` for the class's own people, `hidden` (404) for outsiders; `skip` not asked. */
  expect?: Partial<Record<CircleSubject, Outcome | 'skip'>>;
  /** A list's rows' circle ids: an outsider's list must hold none of the class circle. */
  circles?: (data: unknown) => number[];
  /** The route names no circle and answers none of a circle's rows (a captcha, a switch, an upload). */
  neutral?: true;
}

const listed = (key: 'id' | 'group_id') => (data: unknown) =>
  ((data as { list: Record<string, number>[] }).list ?? []).map((row) => Number(row[key]));
const inClassMay = (outcome: Outcome): Partial<Record<CircleSubject, Outcome>> => ({
  classStudent: outcome,
  teacher: outcome,
  assistant: outcome,
});
const onlyOwn = (outcome: Outcome) => ({ leaver: outcome, ...inClassMay('hidden') });

/**
 * Every community route asked about a class circle (issue: a class's circle was open to anyone signed
 * in). Keys: staff routes as in STAFF_ROUTES (asked on the subject's own prefix), student routes with
 * their full path. Deletes come last, since the head teacher's delete removes the post.
 */
export const CLASS_CIRCLE_ROUTES: Record<string, ClassCircleRoute> = {
  'GET /community/group': { request: () => ({ path: '/community/group?limit=100' }), circles: listed('id') },
  'GET /community/group/myGroup': {
    request: () => ({ path: '/community/group/myGroup?limit=100' }),
    circles: listed('id'),
  },
  'GET /community/group/detail/:id': { request: (c) => ({ path: `/community/group/detail/${c.group}` }) },
  'GET /community/group/groupUsers/:id': {
    request: (c) => ({ path: `/community/group/groupUsers/${c.group}` }),
  },
  'GET /community/plate': { request: (c) => ({ path: `/community/plate?group_id=${c.group}` }) },
  // Without a captcha the posting rules refuse (400) whoever may post there.
  'POST /community/post': {
    request: (c) => ({
      path: '/community/post',
      ...json({ group_id: c.group, title: 't', content: 'c', resource_type: 1 }),
    }),
    expect: inClassMay('allowed'),
  },
  'GET /community/myPost': {
    request: () => ({ path: '/community/myPost?limit=100' }),
    circles: listed('group_id'),
  },
  'GET /community/captcha': { request: () => ({ path: '/community/captcha' }), neutral: true },
  // The class's people are members already (409).
  'GET /community/group/addGroup/:id': {
    request: (c) => ({ path: `/community/group/addGroup/${c.group}` }),
    expect: inClassMay('allowed'),
  },
  // Members leaving is the community tests' matter; here only outsiders ask.
  'GET /community/group/outGroup/:id': {
    request: (c) => ({ path: `/community/group/outGroup/${c.group}` }),
    expect: { classStudent: 'skip', teacher: 'skip', assistant: 'skip' },
  },
  'GET /community/post': { request: (c) => ({ path: `/community/post?group_id=${c.group}` }) },
  'GET /community/setting': { request: () => ({ path: '/community/setting' }), neutral: true },
  'GET /community/post/class/:classId': { request: (c) => ({ path: `/community/post/class/${c.classId}` }) },
  'GET /community/post/statistics': {
    request: () => ({ path: '/community/post/statistics' }),
    neutral: true,
  },
  'GET /community/post/recommend': {
    request: (c) => ({ path: `/community/post/recommend?group_id=${c.group}` }),
  },
  'GET /community/post/participated': {
    request: () => ({ path: '/community/post/participated?limit=100' }),
    circles: listed('group_id'),
  },
  'GET /community/post/:id': { request: (c) => ({ path: `/community/post/${c.post}` }) },
  'POST /community/post/like': {
    request: (c) => ({ path: '/community/post/like', ...json({ post_id: c.post }) }),
  },
  'GET /community/comment': { request: (c) => ({ path: `/community/comment?post_id=${c.post}` }) },
  'POST /community/comment': {
    request: (c) => ({ path: '/community/comment', ...json({ post_id: c.post, content: '赞' }) }),
    expect: inClassMay('allowed'),
  },
  'GET /community/collect': {
    request: () => ({ path: '/community/collect?limit=100' }),
    circles: listed('group_id'),
  },
  'POST /community/collect': {
    request: (c) => ({ path: '/community/collect', ...json({ post_id: c.post }) }),
    expect: inClassMay('allowed'),
  },
  'POST /community/upload': { request: () => ({ path: '/community/upload', body: pngForm }), neutral: true },
  // Cancelling one's own collect reveals nothing and stays possible; nobody else's.
  'PUT /community/collect/:collect_id': {
    request: (c) => ({ path: `/community/collect/${c.collect}` }),
    expect: onlyOwn('ok'),
  },
  // The leaver wrote the comment but no longer sees the circle; the class's people did not write it.
  'DELETE /community/comment/:id': {
    request: (c) => ({ path: `/community/comment/${c.comment}` }),
    expect: inClassMay('forbidden'),
  },
  'DELETE /api/app/community/post/:id': {
    request: (c) => ({ path: `/api/app/community/post/${c.post}` }),
    expect: { classStudent: 'forbidden' },
  },
  // The head teacher (the lector owner) deletes a student's post of the class circle; the assistant may not.
  'DELETE /community/post/:ids': {
    request: (c) => ({ path: `/community/post/${c.post}` }),
    expect: { assistant: 'forbidden', teacher: 'ok' },
  },
};

/** The student app's community routes, under /api/app: the same requests as the staff's. */
for (const key of Object.keys(CLASS_CIRCLE_ROUTES)) {
  const [method, path] = key.split(' ') as [string, string];
  if (!path.startsWith('/community/') || key === 'DELETE /community/post/:ids') continue;
  if (path === '/community/setting' || path === '/community/post/class/:classId') continue;
  const route = CLASS_CIRCLE_ROUTES[key] as ClassCircleRoute;
  const appPath = path === '/community/captcha' ? '/api/app/captcha' : `/api/app${path}`;
  CLASS_CIRCLE_ROUTES[`${method} ${appPath}`] = {
    ...route,
    request: (c) => {
      const r = route.request(c);
      return { ...r, path: r.path === '/community/captcha' ? '/api/app/captcha' : `/api/app${r.path}` };
    },
  };
}
CLASS_CIRCLE_ROUTES['GET /api/app/config/community_setting'] = {
  request: () => ({ path: '/api/app/config/community_setting' }),
  neutral: true,
};
// What deletes or cancels runs after every read and act, the head teacher's post delete last of all.
for (const key of [
  'PUT /community/collect/:collect_id',
  'PUT /api/app/community/collect/:collect_id',
  'DELETE /community/comment/:id',
  'DELETE /api/app/community/comment/:id',
  'DELETE /api/app/community/post/:id',
  'DELETE /community/post/:ids',
]) {
  const route = CLASS_CIRCLE_ROUTES[key] as ClassCircleRoute;
  delete CLASS_CIRCLE_ROUTES[key];
  CLASS_CIRCLE_ROUTES[key] = route;
}
