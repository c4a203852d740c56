import {
  ATTEMPT_MESSAGES,
  EXAM_REVIEW_MESSAGES,
  FILL_BLANK_TYPE,
  isSubjectiveExamType,
} from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../http/viewer';
import { conflict, notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import type { QuestionMark, SavedAnswer } from './attempt';
import type { PaperQuestion, PaperSection } from './exam';
import { examFactsOf, submittedAttempts } from './examFigureRows';
import { countedAttempts, questionRates, rankAmong } from './examFigures';
import { findVisibleExam } from './examQueries';
import type { MarkingFacts } from './markingDecider';
import type { ExamQuestionGradesTable } from './markingTables';
import type { ExamReportsTable, ExamsTable } from './tables';

/**
 * The review of a submitted paper (testDetail/report/{report_id}), the paper as the marking page
 * reads it (the grading page's report data), and the paper preview (testDetail/preview/{id}).
 */

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface AttemptRow extends Selectable<ExamReportsTable> {
  nickname: string;
}

export interface PaperAttempt {
  row: AttemptRow;
  exam: Selectable<ExamsTable>;
  sections: PaperSection[];
}

/** A submitted attempt at an exam the viewer sees (staff), or 404 答卷不存在. */
export async function staffAttempt(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  const row = await db
    .selectFrom('exam_reports as r')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .selectAll('r')
    .select('u.nickname')
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  const exam = row && (await findVisibleExam(db, viewer, Number(row.exam_id)));
  if (!row || !exam) throw notFound(ATTEMPT_MESSAGES.notYours);
  return { row, exam, sections: JSON.parse(exam.sections) as PaperSection[] };
}

/** One of the student's own submitted attempts, or 404 答卷不存在 (another student's is not theirs to know of). */
export async function ownAttempt(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  const row = await db
    .selectFrom('exam_reports as r')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .selectAll('r')
    .select('u.nickname')
    .where('r.id', '=', reportId)
    .where('r.uid', '=', viewer.id)
    .where('r.test_status', '!=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(ATTEMPT_MESSAGES.notYours);
  const exam = await db
    .selectFrom('exams')
    .selectAll()
    .where('id', '=', row.exam_id)
    .executeTakeFirstOrThrow();
  return { row, exam, sections: JSON.parse(exam.sections) as PaperSection[] };
}

export const assertSubmitted = (row: Pick<AttemptRow, 'test_status'>) => {
  if (Number(row.test_status) === 0) throw conflict(EXAM_REVIEW_MESSAGES.notSubmitted);
};

export const markingFactsOf = (exam: Selectable<ExamsTable>, sections: PaperSection[]): MarkingFacts => ({
  questions: sections.flatMap((s) =>
    s.questions.map((q) => ({
      question_id: q.question_id,
      score: q.score,
      subjective: isSubjectiveExamType(q.ques_type),
    })),
  ),
  passScore: Number(exam.pass_score),
});

/** The reference answer as text: a choice question's right letters, a blank's accepted answers. */
export function referenceAnswer(q: PaperQuestion): string {
  if (q.ques_type === FILL_BLANK_TYPE)
    return q.blanks.map((b, i) => `（${i + 1}）${b.answers.join(' / ')}`).join('；');
  if (q.ques_option.length > 0 && !q.right_answer) {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    return q.ques_option
      .map((o, i) => (o.is_right === 1 ? letters[i] : null))
      .filter(Boolean)
      .join('、');
  }
  return q.right_answer;
}

type Grade = Selectable<ExamQuestionGradesTable>;

async function gradesOf(db: Kysely<Database>, reportId: number) {
  const rows = await db
    .selectFrom('exam_question_grades')
    .selectAll()
    .where('report_id', '=', reportId)
    .execute();
  return new Map(rows.map((g) => [Number(g.question_id), g]));
}

const commentOf = async (db: Kysely<Database>, reportId: number) =>
  (
    await db
      .selectFrom('exam_report_reviews')
      .select('comment')
      .where('report_id', '=', reportId)
      .executeTakeFirst()
  )?.comment ?? '';

/** Each question of the paper with the student's answer, its mark and its grade. */
function paperQuestionsOf(attempt: PaperAttempt, grades: Map<number, Grade>) {
  const answers = JSON.parse(attempt.row.answers) as Record<string, SavedAnswer>;
  const marks = new Map((JSON.parse(attempt.row.marks) as QuestionMark[]).map((m) => [m.question_id, m]));
  return attempt.sections.flatMap((section) =>
    section.questions.map((q) => {
      const saved = answers[String(q.question_id)];
      const mark = marks.get(q.question_id);
      const grade = grades.get(q.question_id);
      const graded = grade !== undefined && Number(grade.graded) === 1;
      const status = graded ? Number(grade.status) : (mark?.status ?? 3);
      const score = graded ? Number(grade.score) : (mark?.score ?? (status === 4 ? null : 0));
      return { section, q, saved, status, score, grade, graded };
    }),
  );
}

function userAnswerText(q: PaperQuestion, saved: SavedAnswer | undefined): string {
  const answer = saved?.answer ?? '';
  if (isSubjectiveExamType(q.ques_type))
    return JSON.stringify({ content: typeof answer === 'string' ? answer : '', images: [] });
  if (Array.isArray(answer)) return answer.join('；');
  return answer;
}

/** The marking page's report data (the grading page's shape, spec section 3: report data). */
export async function markingData(
  db: Kysely<Database>,
  attempt: PaperAttempt,
  nextReportId: number | null,
  openedBy: number | null,
) {
  const { row, exam } = attempt;
  const grades = await gradesOf(db, Number(row.id));
  const list = paperQuestionsOf(attempt, grades).map(
    ({ section, q, saved, status, score, grade, graded }) => {
      const subjective = isSubjectiveExamType(q.ques_type);
      return {
        section: section.name,
        ques_id: q.question_id,
        question_id: q.question_id,
        sort: q.question_id,
        ques_type: q.ques_type,
        ques_stem: q.ques_stem,
        ques_option: q.ques_option,
        right_answer: referenceAnswer(q),
        ques_analysis: q.ques_analysis,
        score: q.score,
        get_score: status === 4 && !graded ? null : score,
        // No rate nor parent_stem: an exam paper is always scored, and its questions have no parent
        // material (a material question is marked whole), so both are left out.
        remark: grade?.remark ?? '',
        user_answer: userAnswerText(q, saved),
        images: grade ? (JSON.parse(grade.images) as { url: string; draw: string }[]) : [],
        status,
        is_review: subjective && status === 4 && !graded ? 2 : 1,
        revision: Number(grade?.revision ?? 0),
      };
    },
  );
  const cardOf = (questions: typeof list) => {
    type CardItem = Pick<
      (typeof questions)[number],
      'ques_id' | 'question_id' | 'sort' | 'is_review' | 'status' | 'score'
    >;
    const groups = new Map<string, { name: string; children: CardItem[] }>();
    for (const q of questions) {
      const group = groups.get(q.section) ?? { name: q.section, children: [] };
      group.children.push({
        ques_id: q.ques_id,
        question_id: q.question_id,
        sort: q.sort,
        is_review: q.is_review,
        status: q.status,
        score: q.score,
      });
      groups.set(q.section, group);
    }
    return [...groups.values()];
  };
  const subjective = list.filter((q) => isSubjectiveExamType(q.ques_type));
  const objective = list.filter((q) => !isSubjectiveExamType(q.ques_type));
  const submitTime = row.submit_time === null ? null : Number(row.submit_time);
  return {
    report_info: {
      report_id: Number(row.id),
      exam_id: Number(exam.id),
      test_name: exam.name,
      nickname: row.nickname,
      user_score: Number(row.test_status) === 1 ? Number(row.user_score) : null,
      sum_score: Number(exam.score),
      answer_time: Number(row.answer_time),
      is_set_score: 2 as const,
      /** The exam's codes: 2 awaiting review, 1 reviewed. */
      test_status: Number(row.test_status),
      submit_time: submitTime,
      comment: await commentOf(db, Number(row.id)),
      opened_by: openedBy,
    },
    subject_card_info: cardOf(subjective),
    objective_card_info: cardOf(objective),
    subject_question: subjective,
    objective_question: objective,
    next_report_id: nextReportId,
  };
}

/**
 * The difficulty of the paper's bank questions whose copy predates the paper keeping it (read from the
 * bank); fill-in-the-blank questions are never in the bank and have none.
 */
async function difficultyOf(db: Kysely<Database>, sections: PaperSection[]) {
  const ids = sections
    .flatMap((s) => s.questions)
    .filter((q) => q.facility_value === undefined && q.ques_id > 0)
    .map((q) => q.ques_id);
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'facility_value'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.facility_value)]));
}

/** The exam review page (spec section 3, exam review report). */
export async function reviewReport(db: Kysely<Database>, attempt: PaperAttempt) {
  const { row, exam } = attempt;
  const reportId = Number(row.id);
  const reviewed = Number(row.test_status) === 1;
  const [grades, comment, submitted, attempts, difficulty] = await Promise.all([
    gradesOf(db, reportId),
    commentOf(db, reportId),
    submittedAttempts(db, Number(exam.id)),
    db
      .selectFrom('exam_reports')
      .select(['id', 'attempt_no', 'submit_time', 'test_status', 'user_score'])
      .where('exam_id', '=', row.exam_id)
      .where('uid', '=', row.uid)
      .where('test_status', '!=', 0)
      .orderBy('attempt_no')
      .execute(),
    difficultyOf(db, attempt.sections),
  ]);
  // Rank and each question's rate come from the exam's one computation of figures.
  const { counted } = countedAttempts(submitted);
  const userScore = Number(row.user_score);
  const ranking = reviewed ? rankAmong(counted, Number(row.uid), userScore) : null;
  const rates = questionRates(examFactsOf(exam), submitted);
  const questions = paperQuestionsOf(attempt, grades);
  const subjectiveScore = questions
    .filter((x) => isSubjectiveExamType(x.q.ques_type))
    .reduce((sum, x) => sum + (x.score ?? 0), 0);
  const hasSubjective = questions.some((x) => isSubjectiveExamType(x.q.ques_type));
  const cardStatus = (x: (typeof questions)[number]) =>
    isSubjectiveExamType(x.q.ques_type) && x.graded && x.status !== 3 ? 5 : x.status;
  const sections = new Map<
    string,
    {
      name: string;
      introduce: string;
      items: { id: number; sort: number; status: number; is_sign: number; question_type: number }[];
    }
  >();
  for (const x of questions) {
    const section = sections.get(x.section.name) ?? {
      name: x.section.name,
      introduce: x.section.introduce,
      items: [],
    };
    section.items.push({
      id: x.q.question_id,
      sort: x.q.question_id,
      status: cardStatus(x),
      is_sign: x.saved?.is_sign ?? 0,
      question_type: x.q.ques_type,
    });
    sections.set(x.section.name, section);
  }
  return {
    report_info: {
      id: reportId,
      exam_id: Number(exam.id),
      test_name: exam.name,
      nickname: row.nickname,
      ranking,
      user_count: counted.size,
      answer_time: Number(row.answer_time),
      test_status: Number(row.test_status),
      status: Number(row.test_status),
      is_pass: Number(row.is_pass),
      sum_score: Number(exam.score),
      score: Number(exam.score),
      pass_score: Number(exam.pass_score),
      user_score: reviewed ? userScore : null,
      objective_score: Number(row.objective_score),
      subjective_score: reviewed && hasSubjective ? round1(subjectiveScore) : null,
      submit_time: row.submit_time === null ? null : Number(row.submit_time),
      attempt_no: Number(row.attempt_no),
      ...(comment ? { comment } : {}),
    },
    report_list: attempts.map((a) => ({
      id: Number(a.id),
      attempt_no: Number(a.attempt_no),
      submit_time: a.submit_time === null ? null : Number(a.submit_time),
      test_status: Number(a.test_status),
    })),
    card_info: [...sections.values()],
    question: questions.map((x) => {
      const rate = rates.get(x.q.question_id) ?? null;
      const facility = x.q.facility_value ?? difficulty.get(x.q.ques_id);
      const answer = x.saved?.answer ?? '';
      return {
        id: x.q.question_id,
        sort: x.q.question_id,
        section: x.section.name,
        ques_type: x.q.ques_type,
        ques_stem: x.q.ques_stem,
        ques_option: x.q.ques_option,
        ques_item: x.q.ques_item,
        ques_analysis: x.q.ques_analysis,
        ...(facility === undefined ? {} : { facility_value: facility }),
        ...(referenceAnswer(x.q) ? { right_answer: referenceAnswer(x.q) } : {}),
        user_answer: isSubjectiveExamType(x.q.ques_type)
          ? JSON.stringify({ content: typeof answer === 'string' ? answer : '', images: [] })
          : Array.isArray(answer)
            ? JSON.stringify(answer)
            : answer,
        ...(rate === null ? {} : { average_rate: rate }),
        user_score: x.status === 4 && !x.graded ? null : x.score,
        score: x.q.score,
        status: cardStatus(x),
        is_sign: x.saved?.is_sign ?? 0,
        ...(x.grade?.remark ? { review_comment: x.grade.remark } : {}),
        attachments: x.grade
          ? (JSON.parse(x.grade.images) as { url: string }[]).map((img, i) => ({
              url: img.url,
              name: `批注${i + 1}`,
              ext: img.url.split('.').pop() ?? '',
            }))
          : [],
      };
    }),
  };
}

/** The paper preview (spec section 3, exam preview): the exam and its sections with answers. */
export function paperPreview(exam: Selectable<ExamsTable>) {
  const sections = JSON.parse(exam.sections) as PaperSection[];
  return {
    exam: {
      id: Number(exam.id),
      name: exam.name,
      limit_time: Number(exam.limit_time),
      score: Number(exam.score),
      pass_score: Number(exam.pass_score),
      type: Number(exam.time_type),
      classify_name: exam.classify_name,
      question_num: Number(exam.question_num),
    },
    detail: sections.map((s) => ({
      section: { name: s.name, introduce: s.introduce },
      list: s.questions.map((q) => ({
        question_id: q.question_id,
        ques_type: q.ques_type,
        ques_stem: q.ques_stem,
        ques_option: q.ques_option,
        right_answer: referenceAnswer(q),
        ques_analysis: q.ques_analysis,
        blank_count: q.ques_type === FILL_BLANK_TYPE ? q.blanks.length : 0,
        ques_item: q.ques_item,
        score: q.score,
      })),
    })),
  };
}
