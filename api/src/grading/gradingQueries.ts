import { type RubricLevels, type RubricSnapshot, TEAM_CLASS_ARRANGE_TYPE } from '@school/machines';
import type { Kysely } from 'kysely';
import { teamClassArrangeData } from '../attendance';
import {
  hiddenNames,
  maskStudent,
  namesShown,
  type QuestionSnapshot,
  type SubQuestionSnapshot,
} from '../homework';
import type { Viewer } from '../http/viewer';
import { rubricLevelsOfReport } from '../rubric';
import { containsText, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import type { AnnotatedImage } from '../submissions';
import { nextReportId, type staffReport } from './gradingCommands';
import { takeLease, viewerClasses } from './gradingCore';

type StaffReport = Awaited<ReturnType<typeof staffReport>>;

const fromTenths = (n: number | string | null | undefined) =>
  n === null || n === undefined ? null : Number(n) / 10;

/** Spec section 3, question types (the card's sections are named after them). */
export const TYPE_NAMES: Record<number, string> = {
  1: '单选题',
  2: '判断题',
  3: '多选题',
  4: '不定项选择题',
  5: '简答题',
  6: '材料题',
  7: '填空题',
};
const SUBJECTIVE = 5;

/** One answerable question with its answer and grade, as the grading page shows it. */
interface GradedQuestion {
  ques_id: number;
  question_id: number;
  sort: number;
  ques_type: number;
  ques_stem: string;
  ques_option: { id: number; content: string; is_right: number }[];
  right_answer: string;
  ques_analysis: string;
  /** Full score of the question (1 in an unscored homework). */
  score: number;
  /** Points earned; null while pending. */
  get_score: number | null;
  rate: number | null;
  remark: string;
  user_answer: string;
  /** Answer images with the grader's drawing (spec: url or base64, and draw). */
  images: AnnotatedImage[];
  /** Spec section 3: 1 right, 2 wrong, 3 no answer, 4 pending. */
  status: number;
  /** Spec section 3: 1 graded, 2 pending. */
  is_review: number;
  revision: number;
  parent_stem: string | null;
  /** The rubric attached when publishing, as the homework keeps it; null without one. */
  rubric: RubricSnapshot | null;
  /** The levels the grade was given with (criterion id → level id); null when not graded by rubric. */
  levels: RubricLevels | null;
}

interface CardGroup {
  name: string;
  children: Pick<GradedQuestion, 'ques_id' | 'question_id' | 'sort' | 'is_review' | 'status' | 'score'>[];
}

function answerImages(userAnswer: string): string[] {
  try {
    const value = JSON.parse(userAnswer) as { images?: unknown };
    return Array.isArray(value.images) ? value.images.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/** Every answerable question of the report in order, with its answer, mark and grade. */
export async function gradedQuestions(db: Kysely<Database>, report: StaffReport): Promise<GradedQuestion[]> {
  const { facts, questions } = report;
  const [answers, grades, levelsOf] = await Promise.all([
    db
      .selectFrom('report_answers')
      .select(['ques_id', 'user_answer', 'result', 'score_tenths'])
      .where('report_id', '=', facts.reportId)
      .execute(),
    db.selectFrom('report_question_grades').selectAll().where('report_id', '=', facts.reportId).execute(),
    rubricLevelsOfReport(db, facts.reportId),
  ]);
  const answerOf = new Map(answers.map((a) => [Number(a.ques_id), a]));
  const gradeOf = new Map(grades.map((g) => [Number(g.ques_id), g]));
  const list: GradedQuestion[] = [];
  const add = (q: QuestionSnapshot | SubQuestionSnapshot, parent: QuestionSnapshot | null) => {
    const a = answerOf.get(q.id);
    const g = gradeOf.get(q.id);
    const graded = g !== undefined && Number(g.graded) === 1;
    const result = graded ? Number(g.result) : Number(a?.result ?? 3);
    const userAnswer = a?.user_answer ?? '';
    const drawn = g ? (JSON.parse(g.images) as AnnotatedImage[]) : [];
    const images =
      drawn.length > 0
        ? drawn
        : q.ques_type === SUBJECTIVE
          ? answerImages(userAnswer).map((url) => ({ url, draw: '' }))
          : [];
    list.push({
      ques_id: q.id,
      question_id: parent?.id ?? q.id,
      sort: list.length + 1,
      ques_type: q.ques_type,
      ques_stem: q.ques_stem,
      ques_option: q.ques_option,
      right_answer: q.right_answer,
      ques_analysis: q.ques_analysis,
      score: q.score,
      get_score: graded ? fromTenths(g.score_tenths) : result === 4 ? null : fromTenths(a?.score_tenths ?? 0),
      rate: g?.rate === null || g?.rate === undefined ? null : Number(g.rate),
      remark: g?.remark ?? '',
      user_answer: userAnswer,
      images,
      status: result === 0 ? 3 : result,
      is_review: q.ques_type !== SUBJECTIVE || graded || result !== 4 ? 1 : 2,
      revision: Number(g?.revision ?? 0),
      parent_stem: parent?.ques_stem ?? null,
      rubric: q.rubric ?? null,
      levels: graded ? (levelsOf.get(q.id) ?? null) : null,
    });
  };
  for (const q of questions) {
    if (q.ques_type === 6) for (const sub of q.ques_item) add(sub, q);
    else add(q, null);
  }
  return list;
}

/** The question-number card: questions grouped by section (their question type, or the material). */
function cardOf(list: GradedQuestion[], parentType: Map<number, number>): CardGroup[] {
  const groups = new Map<string, CardGroup>();
  for (const q of list) {
    const type = q.question_id !== q.ques_id ? (parentType.get(q.question_id) ?? q.ques_type) : q.ques_type;
    const name = TYPE_NAMES[type] ?? String(type);
    const group = groups.get(name) ?? { name, children: [] };
    group.children.push({
      ques_id: q.ques_id,
      question_id: q.question_id,
      sort: q.sort,
      is_review: q.is_review,
      status: q.status,
      score: q.score,
    });
    groups.set(name, group);
  }
  return [...groups.values()];
}

/**
 * The report data of the grading page (spec section 3): header, subjective and objective cards and
 * questions, and the next report to grade. Opening it takes the viewer's lease on the report.
 */
export async function reportData(
  db: Kysely<Database>,
  viewer: Viewer,
  report: StaffReport,
  classId: number | undefined,
  now: number,
) {
  const { row, facts, questions } = report;
  const heldBy =
    Number(row.status) === 2 ? await takeLease(db, 'homework', facts.reportId, viewer.id, now) : null;
  const [list, next, review, names] = await Promise.all([
    gradedQuestions(db, report),
    nextReportId(db, viewer, facts, classId, now),
    db
      .selectFrom('report_reviews')
      .select(['comment'])
      .where('report_id', '=', facts.reportId)
      .executeTakeFirst(),
    hiddenNames(db, [facts.hwId]),
  ]);
  const student = maskStudent({ nickname: row.nickname }, names.aliasOf(facts.hwId, facts.reportId));
  const parentType = new Map(questions.map((q) => [q.id, q.ques_type]));
  const subjective = list.filter((q) => q.ques_type === SUBJECTIVE);
  const objective = list.filter((q) => q.ques_type !== SUBJECTIVE);
  return {
    report_info: {
      report_id: facts.reportId,
      hw_id: facts.hwId,
      class_id: facts.classId,
      test_name: row.name,
      /** The student's name, or their alias (学员n) while the homework's grading is anonymous. */
      nickname: student.nickname,
      names_hidden: student.names_hidden,
      user_score: fromTenths(row.user_score_tenths),
      sum_score: Number(row.total_score),
      answer_time: Number(row.answer_time ?? 0),
      is_set_score: facts.isSetScore,
      test_status: Number(row.status),
      submit_time: row.submit_time === null ? null : Number(row.submit_time),
      comment: review?.comment ?? '',
      /** A colleague who has this report open now (their lease), or null. */
      opened_by: heldBy?.uid ?? null,
    },
    subject_card_info: cardOf(subjective, parentType),
    objective_card_info: cardOf(objective, parentType),
    subject_question: subjective,
    objective_question: objective,
    next_report_id: next,
  };
}

export interface ApproveFilters {
  name?: string | undefined;
  type?: number | undefined;
  course_title?: string | undefined;
  periods_title?: string | undefined;
  nickname?: string | undefined;
  publish_name?: string | undefined;
  show_other?: number | undefined;
  publish_time_start?: number | undefined;
  publish_time_end?: number | undefined;
  page: number;
  limit: number;
}

/**
 * The approve tab (spec: grading list row): reports awaiting grading in the viewer's classes, of
 * homework not recalled. A teacher sees homework of the courses they teach (and their own) unless
 * `show_other=1`, as on the main tab.
 */
export async function approveList(db: Kysely<Database>, viewer: Viewer, filters: ApproveFilters) {
  const text = (value: string | undefined) => value?.trim() || undefined;
  let query = db
    .selectFrom('homework_reports as r')
    .innerJoin('homework as h', 'h.id', 'r.hw_id')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .where('r.status', '=', 2)
    .where('h.status', '=', 1)
    .where('r.class_id', 'in', viewerClasses(db, viewer.id));
  if (viewer.role === 'teacher' && filters.show_other !== 1) {
    const taught = db.selectFrom('course_teachers').select('course_id').where('teacher_id', '=', viewer.id);
    query = query.where((eb) =>
      eb.or([
        eb('h.creator_id', '=', viewer.id),
        eb('h.course_basis_id', 'in', taught),
        eb('h.course_basis_id', 'in', eb.selectFrom('courses').select('id').where('parent_id', 'in', taught)),
      ]),
    );
  }
  const name = text(filters.name);
  if (name) query = query.where(containsText('h.name', name));
  if (filters.type) query = query.where('h.type', '=', filters.type);
  const course = text(filters.course_title);
  if (course) query = query.where(containsText('h.course_title', course));
  const period = text(filters.periods_title);
  if (period) query = query.where(containsText('h.periods_title', period));
  const nickname = text(filters.nickname);
  // A homework grading anonymously never matches a name: its rows would tell who is who.
  if (nickname) query = query.where(containsText('u.nickname', nickname)).where(namesShown);
  const publisher = text(filters.publish_name);
  if (publisher) query = query.where(containsText('h.creator_name', publisher));
  if (filters.publish_time_start) query = query.where('h.publish_time', '>=', filters.publish_time_start);
  if (filters.publish_time_end) query = query.where('h.publish_time', '<=', filters.publish_time_end);
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q
      .select([
        'r.id as report_id',
        'r.class_id',
        'h.id as hw_id',
        'h.name',
        'u.nickname',
        'r.submit_time',
        'h.type',
        'h.course_title',
        'h.periods_title',
        'h.publish_time',
        'h.creator_name',
      ])
      .orderBy('r.submit_time', 'asc')
      .orderBy('r.id', 'asc'),
  );
  const names = await hiddenNames(
    db,
    rows.map((r) => Number(r.hw_id)),
  );
  const list = rows.map((r) => ({
    report_id: Number(r.report_id),
    hw_id: Number(r.hw_id),
    class_id: Number(r.class_id),
    name: r.name,
    ...maskStudent({ nickname: r.nickname }, names.aliasOf(Number(r.hw_id), Number(r.report_id))),
    submit_time: r.submit_time === null ? null : Number(r.submit_time),
    type: Number(r.type),
    course_title: r.course_title,
    periods_title: r.periods_title,
    publish_time: Number(r.publish_time),
    publish_name: r.creator_name,
  }));
  return { list, total };
}

/**
 * The course arrangement a report's homework was published on (spec: hw/review/list course_arrange):
 * its arrange_id and arrange_type, with the team class and lesson for arrange_type 4; undefined for
 * homework published on a course (it has none).
 */
export async function courseArrangeOf(db: Kysely<Database>, hwId: number) {
  const hw = await db
    .selectFrom('homework')
    .select(['arrange_id', 'arrange_type', 'publish_time'])
    .where('id', '=', hwId)
    .executeTakeFirst();
  if (!hw || hw.arrange_id === null || hw.arrange_type === null) return undefined;
  const arrangeType = Number(hw.arrange_type);
  const teamClass =
    arrangeType === TEAM_CLASS_ARRANGE_TYPE
      ? await teamClassArrangeData(db, Number(hw.arrange_id), Number(hw.publish_time))
      : null;
  return {
    arrange_id: Number(hw.arrange_id),
    arrange_type: arrangeType,
    ...(teamClass ? { arrange_data: teamClass } : {}),
  };
}
