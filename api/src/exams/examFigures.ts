import { examQuesTypeLabel, isSubjectiveExamType } from '@school/machines';
import type { QuestionMark } from './attempt';
import type { PaperSection } from './exam';

/**
 * Every figure of an exam (成绩统计, 学员统计's ranks, 试题统计, the review page's rank and each
 * question's rate) from one computation over its submitted attempts. Pure: rows in, figures out.
 *
 * What counts: a student counts once, by their best reviewed attempt (highest score, then the earliest).
 * A paper awaiting review has no final score, so it is in no figure; a student with only such papers
 * is counted apart (`awaiting_review_num`).
 */

/** One submitted attempt as the figures read it (numbers already parsed). */
export interface AttemptFacts {
  id: number;
  uid: number;
  attemptNo: number;
  /** 2 awaiting review, 1 reviewed. */
  testStatus: number;
  userScore: number;
  objectiveScore: number;
  answerTime: number;
  isPass: number;
  submitTime: number;
  timedOut: number;
  marks: QuestionMark[];
  answers: Record<string, { answer: string | string[] }>;
}

export interface ExamFacts {
  score: number;
  sections: PaperSection[];
}

/** A rate, rounded once, here: permille of a whole (null when there is no whole). */
export const permille = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) : null;
/** The rate as a fraction (0.333) and as a percentage (33.3), both from the one rounded permille. */
export const fractionOf = (p: number | null) => (p === null ? null : p / 1000);
export const percentOf = (p: number | null) => (p === null ? null : p / 10);
/** Scores have one decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** What choosing a student's counted attempt reads of an attempt. */
type Ranked = Pick<AttemptFacts, 'uid' | 'testStatus' | 'userScore' | 'attemptNo'>;

const better = (a: Ranked, b: Ranked) =>
  a.userScore !== b.userScore ? a.userScore > b.userScore : a.attemptNo < b.attemptNo;

/** Each student's counted attempt (best reviewed), and the students with papers awaiting review only. */
export function countedAttempts<A extends Ranked>(attempts: readonly A[]) {
  const counted = new Map<number, A>();
  const waiting = new Map<number, A>();
  for (const a of attempts) {
    if (a.testStatus === 1) {
      const kept = counted.get(a.uid);
      if (!kept || better(a, kept)) counted.set(a.uid, a);
    } else {
      const kept = waiting.get(a.uid);
      if (!kept || a.attemptNo > kept.attemptNo) waiting.set(a.uid, a);
    }
  }
  for (const uid of counted.keys()) waiting.delete(uid);
  return { counted, waiting };
}

/** Rank of a reviewed score: 1 + the other counted students whose score is higher. */
export const rankAmong = (counted: ReadonlyMap<number, AttemptFacts>, uid: number, score: number) =>
  1 + [...counted.values()].filter((a) => a.uid !== uid && a.userScore > score).length;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** 成绩统计. Figures without a reviewed paper to stand on are null (shown —). */
export function scoreStatistics(exam: ExamFacts, attempts: readonly AttemptFacts[]) {
  const { counted, waiting } = countedAttempts(attempts);
  const rows = [...counted.values()];
  const n = rows.length;
  const scores = rows.map((r) => r.userScore);
  const passNums = rows.filter((r) => r.isPass === 1).length;
  const steps = 5;
  const size = exam.score > 0 ? exam.score / steps : 1;
  const scoreSteps = Array.from({ length: steps }, (_, i) => `${round1(i * size)}-${round1((i + 1) * size)}`);
  const userNums = Array.from(
    { length: steps },
    (_, i) => scores.filter((s) => Math.min(steps - 1, Math.floor(s / size)) === i).length,
  );
  const pass = permille(passNums, n);
  return {
    average_right_percent: n && exam.score > 0 ? fractionOf(permille(mean(scores), exam.score)) : null,
    average_score: n ? round1(mean(scores)) : null,
    max_score: n ? Math.max(...scores) : null,
    min_score: n ? Math.min(...scores) : null,
    average_answer_time: n ? Math.round(mean(rows.map((r) => r.answerTime))) : null,
    answer_users_num: n,
    awaiting_review_num: waiting.size,
    pass_nums: passNums,
    pass_percent: fractionOf(pass),
    chart: { percent: percentOf(pass), userNums, scoreSteps },
  };
}

/**
 * 试题统计, over the counted attempts' final marks. A choice or blank question's right rate is right
 * over answers; a subjective question's is its score rate (points over full points of its answers), and
 * an answer below full points is wrong. The most chosen wrong option names the wrong choices.
 */
export function questionStatistics(exam: ExamFacts, attempts: readonly AttemptFacts[]) {
  const rows = [...countedAttempts(attempts).counted.values()];
  const marksOf = rows.map((r) => ({
    answers: r.answers,
    marks: new Map(r.marks.map((m) => [m.question_id, m])),
  }));
  const list = exam.sections.flatMap((s) =>
    s.questions.map((q) => {
      const subjective = isSubjectiveExamType(q.ques_type);
      const marks = marksOf.map((a) => a.marks.get(q.question_id)).filter((m) => m !== undefined);
      const points = marks.reduce((t, m) => t + (m.score ?? 0), 0);
      const right = subjective
        ? marks.filter((m) => (m.score ?? 0) >= q.score).length
        : marks.filter((m) => m.status === 1).length;
      const rate = subjective ? permille(points, q.score * marks.length) : permille(right, marks.length);
      const wrongChoices = new Map<string, number>();
      for (const a of marksOf) {
        const given = a.answers[String(q.question_id)]?.answer;
        if (a.marks.get(q.question_id)?.status === 2 && typeof given === 'string' && q.ques_option.length > 0)
          wrongChoices.set(given, (wrongChoices.get(given) ?? 0) + 1);
      }
      const top = [...wrongChoices].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0];
      return {
        question_id: q.question_id,
        sort: q.question_id,
        stem: q.ques_stem,
        type: q.ques_type,
        answers: marks.length,
        wrong_count: marks.length - right,
        right_rate: fractionOf(rate),
        score: q.score,
        average_score: marks.length ? round1(points / marks.length) : null,
        ...(top ? { wrong_option: top[0] } : {}),
      };
    }),
  );
  const types = [...new Set(list.map((q) => q.type))].sort((a, b) => a - b);
  const table_body = types.map((type) => {
    const of = list.filter((q) => q.type === type);
    const wrong = of.reduce((t, q) => t + q.wrong_count, 0);
    const answers = of.reduce((t, q) => t + q.answers, 0);
    return {
      question_type: examQuesTypeLabel(type),
      question_num: of.length,
      wrong_rate: fractionOf(permille(wrong, answers)),
      average_score: answers ? round1(of.reduce((t, q) => t + (q.average_score ?? 0), 0)) : null,
    };
  });
  return {
    type_stat: { table_header: ['题型', '题数', '错误率', '平均得分'], table_body },
    list,
  };
}

/** Each question's right rate (a fraction), as the review page shows it beside the question. */
export const questionRates = (exam: ExamFacts, attempts: readonly AttemptFacts[]) =>
  new Map(questionStatistics(exam, attempts).list.map((q) => [q.question_id, q.right_rate]));
