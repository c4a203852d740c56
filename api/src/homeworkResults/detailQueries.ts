import {
  abilityOf,
  BANK_QUES_TYPES,
  type BankQuesType,
  GRADING_MESSAGES,
  RELEASE_MESSAGES,
  RELEASE_MODE,
  TEAM_CLASS_ARRANGE_TYPE,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { teamClassArrangeData } from '../attendance';
import {
  abilitiesOf,
  anonymityOfHomework,
  hiddenNames,
  maskStudent,
  refuseNameWhileHidden,
} from '../homework';
import type { Viewer } from '../http/viewer';
import { containsText, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { percent, permille, score } from './figures';
import { ALL_CLASSES } from './projections';
import type { ResultScope } from './scope';
import { paperOf, summaryOf } from './summary';

/** Spec: the three result tabs wait for the deadline and for every submitted report to be graded. */
export const TABS_EMPTY = '作业截止日期后，老师批改会有数据哦';

/** The detail page's header (spec section 2, homework detail page) for a class or all classes. */
export async function homeworkDetail(
  db: Kysely<Database>,
  viewer: Viewer,
  scope: ResultScope,
  now: number,
  arranged: boolean,
) {
  const hw = scope.homework;
  const [summary, paper, abilities, arrangeData, released] = await Promise.all([
    summaryOf(db, scope),
    paperOf(db, Number(hw.id)),
    abilitiesOf(db, viewer, [hw], now),
    // Arrange mode shows target and lesson: a team class (arrange_type 4) and the lesson it follows.
    Number(hw.arrange_type) === TEAM_CLASS_ARRANGE_TYPE && hw.arrange_id !== null
      ? teamClassArrangeData(db, Number(hw.arrange_id), Number(hw.publish_time))
      : null,
    db
      .selectFrom('homework_classes')
      .select(['class_id', 'results_released_at'])
      .where('hw_id', '=', Number(hw.id))
      .where('is_published', '=', 1)
      .execute(),
  ]);
  // Released grades: the classes in view the homework reached, and whether each has its results.
  const inView = new Set(scope.classes.map((c) => Number(c.id)));
  const reachedInView = released.filter((r) => inView.has(Number(r.class_id)));
  const releaseLater = Number(hw.release_mode) === RELEASE_MODE.manual;
  const unreleased = reachedInView.filter((r) => r.results_released_at === null).length;
  const own = abilities.get(Number(hw.id));
  const overdue = now >= Number(hw.ending_time);
  const pending = summary.submitted - summary.final;
  const scores = scoresByType(paper.questions);
  const continueShown = scope.classId === ALL_CLASSES && !arranged;
  const anonymity = anonymityOfHomework(hw, viewer.id);
  return {
    homework_name: hw.name,
    ending_time: Number(hw.ending_time),
    publish_time: Number(hw.publish_time),
    creator: hw.creator_name,
    course: hw.course_title,
    period: hw.periods_title,
    remark: hw.remark,
    type: Number(hw.type),
    class_name: scope.classes.map((c) => c.name).join('、'),
    classes: scope.classes,
    is_set_score: Number(hw.is_set_score),
    submit_rate: percent(permille(summary.submitted, summary.due)),
    revise_rate: percent(permille(summary.final, summary.submitted)),
    total: summary.due,
    submit: summary.submitted,
    revise: summary.final,
    scores,
    arrangeData,
    id: Number(hw.id),
    class_id: scope.classId,
    publish_scope: hw.arrange_id === null ? Number(hw.publish_scope) : null,
    creator_type: Number(hw.creator_type),
    arrange_id: hw.arrange_id === null ? null : Number(hw.arrange_id),
    arrange_type: hw.arrange_type === null ? null : Number(hw.arrange_type),
    /** Anonymous grading: 1 off, 2 on; `names_hidden` 1 while graders see aliases. */
    is_anonymous: anonymity.is_anonymous,
    names_hidden: anonymity.names_hidden,
    release_mode: releaseLater ? RELEASE_MODE.manual : RELEASE_MODE.auto,
    /** The classes in view still waiting for their results (release_mode 2; 0 otherwise): 成绩未发布. */
    unreleased_class_count: releaseLater ? unreleased : 0,
    status: Number(hw.status),
    is_overdue: overdue ? 1 : 0,
    question_num: paper.questions.length,
    total_score: score(paper.fullTenths),
    not_revised_count: pending,
    tabs_ready: overdue && pending === 0,
    tabs_message: overdue && pending === 0 ? '' : TABS_EMPTY,
    abilities: {
      adjust_deadline: own?.adjust_deadline ?? abilityOf(false, undefined),
      continue_publish: own && continueShown ? own.continue_publish : abilityOf(false, undefined),
      preview: abilityOf(true, undefined),
      lift_anonymity: anonymity.lift_anonymity,
      // 发布成绩: a release-later homework not recalled; grading's authorization, once per class.
      release_results: abilityOf(
        releaseLater && Number(hw.status) !== 2,
        !viewer.canCorrect
          ? { kind: 'forbidden', message: GRADING_MESSAGES.noCorrect }
          : unreleased === 0
            ? { kind: 'conflict', message: RELEASE_MESSAGES.alreadyReleased }
            : undefined,
      ),
    },
  };
}

/**
 * Spec: "scores keyed 1 to 6 each with count and score": the paper's questions and full score per bank
 * type (a type the paper does not use counts 0).
 */
function scoresByType(questions: readonly { ques_type: number; score: number }[]) {
  const scores = Object.fromEntries(
    BANK_QUES_TYPES.map((type) => [String(type), { count: 0, tenths: 0 }]),
  ) as Record<string, { count: number; tenths: number }>;
  for (const q of questions) {
    const t = scores[String(q.ques_type)];
    if (t) {
      t.count += 1;
      t.tenths += Math.round(q.score * 10);
    }
  }
  return Object.fromEntries(
    Object.entries(scores).map(([type, t]) => [type, { count: t.count, score: score(t.tenths) }]),
  ) as Record<`${BankQuesType}`, { count: number; score: number }>;
}

export interface StudentFilters {
  name?: string | undefined;
  mobile?: string | undefined;
  status?: number | undefined;
  submit_time_start?: number | undefined;
  submit_time_end?: number | undefined;
  page: number;
  limit: number;
}

const NOT_SUBMITTED = '学员尚未提交';
const NOT_GRADED = '该作业尚未批改';
const ALREADY_GRADED = '该作业已批改';
const MAY_NOT_GRADE = '无批改权限';

/** The students of a homework (submission tab and student list), with what the viewer may do with each. */
export async function listStudents(
  db: Kysely<Database>,
  viewer: Viewer,
  scope: ResultScope,
  f: StudentFilters,
) {
  const hwId = Number(scope.homework.id);
  const names = await hiddenNames(db, [hwId]);
  refuseNameWhileHidden(names, hwId, f.name, f.mobile);
  let query = db
    .selectFrom('result_reports as r')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .innerJoin('classes as c', 'c.id', 'r.class_id')
    .where('r.hw_id', '=', Number(scope.homework.id));
  if (scope.reportClassIds) query = query.where('r.class_id', 'in', scope.reportClassIds);
  const name = f.name?.trim();
  if (name) query = query.where(containsText('u.nickname', name));
  const mobile = f.mobile?.trim();
  if (mobile) query = query.where(containsText('u.mobile', mobile));
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.submit_time_start) query = query.where('r.submit_time', '>=', f.submit_time_start);
  if (f.submit_time_end) query = query.where('r.submit_time', '<=', f.submit_time_end);
  const { rows, total } = await pageWithTotal(query, f, (q) =>
    q
      .select([
        'r.report_id',
        'r.uid',
        'r.class_id',
        'c.name as class_name',
        'u.nickname',
        'u.mobile',
        'r.status',
        'r.submit_time',
        'r.answer_time',
      ])
      .orderBy('r.status', 'asc')
      .orderBy('r.submit_time', 'desc')
      .orderBy('r.report_id'),
  );
  const list = rows.map((r) => {
    const status = Number(r.status);
    const student = maskStudent(
      { uid: Number(r.uid), nickname: r.nickname, mobile: r.mobile },
      names.aliasOf(hwId, Number(r.report_id)),
    );
    return {
      ...student,
      status,
      /** The spec's name for the submit time ('-' while not submitted). */
      updated_at: status === 1 || r.submit_time === null ? null : Number(r.submit_time),
      report_id: Number(r.report_id),
      /** The row is one student's report of the homework: its id is the report's. */
      id: Number(r.report_id),
      class_id: Number(r.class_id),
      class_name: r.class_name,
      answer_time: r.answer_time === null ? null : Number(r.answer_time),
      source: 2,
      abilities: {
        grade: abilityOf(
          viewer.canCorrect,
          !viewer.canCorrect
            ? { kind: 'forbidden', message: MAY_NOT_GRADE }
            : status === 2
              ? undefined
              : { kind: 'conflict', message: status === 1 ? NOT_SUBMITTED : ALREADY_GRADED },
        ),
        view: abilityOf(
          true,
          status === 3 ? undefined : { kind: 'conflict', message: status === 1 ? NOT_SUBMITTED : NOT_GRADED },
        ),
        view_submitted: abilityOf(
          true,
          status === 1 ? { kind: 'conflict', message: NOT_SUBMITTED } : undefined,
        ),
      },
    };
  });
  return { list, total };
}

/** Spec: hw/review/id — the report to open: the student's when uid is given, else the first awaiting grading. */
export async function reviewReportId(db: Kysely<Database>, scope: ResultScope, uid: number | undefined) {
  const hwId = Number(scope.homework.id);
  refuseNameWhileHidden(await hiddenNames(db, [hwId]), hwId, uid);
  let query = db
    .selectFrom('result_reports')
    .select('report_id')
    .where('hw_id', '=', Number(scope.homework.id))
    .where('status', '>', 1);
  if (scope.reportClassIds) query = query.where('class_id', 'in', scope.reportClassIds);
  if (uid !== undefined) query = query.where('uid', '=', uid);
  const row = await query.orderBy('status').orderBy('submit_time').orderBy('report_id').executeTakeFirst();
  return row ? Number(row.report_id) : undefined;
}
