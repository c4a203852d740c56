import {
  ANSWER_MESSAGES,
  accepts,
  explainReportRefusal,
  finishRefusal,
  GRADING_MESSAGES,
  paperTotal,
  REPORT_MESSAGES,
  REPORT_STATUS,
  type ReportStatusContext,
  RUBRIC_MESSAGES,
  type RubricLevels,
  reportStateAfter,
  reportStateOf,
  reportStatus,
  rubricGrade,
  rubricLevelsRefusal,
  SAVE_TYPE,
  type SaveType,
  type StudentReportEvent,
  savedQuestionGrade,
  savesGrade,
} from '@school/machines';
import { conflict, invalid, notFound, refused } from '../shared/errors';
import { sanitizeRichText } from '../shared/richText';
import { type Decider, unreachable } from '../store/decider';
import { type AnswerKey, isSubjective, markAnswer, normaliseAnswer, type RawAnswer } from './answerFormat';
import {
  type AnnotatedImage,
  type AnswerGiven,
  evolveReport,
  type GraderRole,
  initialReportState,
  type MarkedAnswer,
  type ReportEvent,
  type ReportRef,
  type ReportState,
} from './report';

/**
 * The report aggregate's one decider (`report-<id>`): the student saves and submits (SaveAnswers,
 * SubmitReport), a grader grades and finishes it (GradeQuestion, FinishGrading, with the grading core
 * shared with exam papers). Every other domain, the demo school included, sends it these commands.
 */

/** What the edge looked up about the report's homework: the facts the report's rules need. */
export interface ReportFacts extends ReportRef {
  endingTime: number;
  recalled: boolean;
  keys: AnswerKey[];
}

/** What the edge looked up about the report for grading: where it belongs, its homework's questions and mode. */
export interface GradingFacts extends ReportRef {
  recalled: boolean;
  /** Spec: is_set_score 2 scored, 1 rates (each question worth 1). */
  isSetScore: number;
  keys: AnswerKey[];
}

export interface Grader {
  uid: number;
  role: GraderRole;
}

export interface QuestionGradeRequest {
  quesId: number;
  score: number | null;
  rate: number | null;
  remark: string;
  images: AnnotatedImage[];
  type: SaveType;
  /** The question's revision the grader loaded; absent means "whatever is there now". */
  revision: number | undefined;
  /** Rubric levels chosen (criterion id → level id): the score or rate is then the rubric's. */
  levels?: RubricLevels | undefined;
}

export type ReportCommand =
  | {
      type: 'SaveAnswers';
      data: { facts: ReportFacts; answers: { quesId: number; userAnswer: RawAnswer }[]; now: number };
    }
  | { type: 'SubmitReport'; data: { facts: ReportFacts; now: number } }
  | {
      type: 'GradeQuestion';
      data: { facts: GradingFacts; grade: QuestionGradeRequest; grader: Grader; now: number };
    }
  | { type: 'FinishGrading'; data: { facts: GradingFacts; comment: string; grader: Grader; now: number } };

/** The student's commands, decided by the report status machine. */
type StudentCommand = Extract<ReportCommand, { type: 'SaveAnswers' | 'SubmitReport' }>;
/** The grader's commands, decided by the grading core. */
type GradingCommand = Extract<ReportCommand, { type: 'GradeQuestion' | 'FinishGrading' }>;

export const lifecycleOf = (facts: ReportFacts, state: ReportState): ReportStatusContext => ({
  endingTime: facts.endingTime,
  hasSubjective: facts.keys.some(isSubjective),
  startedAt: state.startedAt,
});

const ref = ({ reportId, hwId, classId, uid }: ReportRef): ReportRef => ({ reportId, hwId, classId, uid });
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Every command goes through the report status machine first (deadline, submitted once, recall),
 * whose refusal table gives the message and its kind; then the answers' own format rules.
 */
export function decideReport(command: ReportCommand, state: ReportState): ReportEvent[] {
  switch (command.type) {
    case 'SaveAnswers':
    case 'SubmitReport':
      return decideStudent(command, state);
    case 'GradeQuestion':
    case 'FinishGrading':
      return decideGrading(command, state);
    default:
      return unreachable(command);
  }
}

function decideStudent(command: StudentCommand, state: ReportState): ReportEvent[] {
  const { facts, now } = command.data;
  const stateValue = reportStateOf(state.status, facts.recalled);
  const context = lifecycleOf(facts, state);
  const check = (event: StudentReportEvent) => {
    if (accepts(reportStatus, stateValue, context, event)) return;
    const refusal = explainReportRefusal(stateValue, context, event);
    // The machine's guards are built from the same table, so a refusal always has its reason.
    if (!refusal)
      throw new Error(`report ${facts.reportId}: ${event.type} refused in ${stateValue} without a reason`);
    throw refused(refusal);
  };
  switch (command.type) {
    case 'SaveAnswers': {
      check({ type: 'report.saveAnswers', now });
      const answers: AnswerGiven[] = [];
      for (const { quesId, userAnswer } of command.data.answers) {
        const key = facts.keys.find((k) => k.quesId === quesId);
        if (!key) throw invalid(ANSWER_MESSAGES.unknownQuestion);
        const normalised = normaliseAnswer(key, userAnswer, sanitizeRichText);
        if ('refusal' in normalised) throw invalid(normalised.refusal);
        answers.push({ quesId, userAnswer: normalised.answer });
      }
      return [{ type: 'ReportAnswersSaved', data: { ...ref(facts), answers, at: now } }];
    }
    case 'SubmitReport': {
      const event = { type: 'report.submit', now } as const;
      check(event);
      const after = reportStateAfter(stateValue, context, event);
      if (after !== 'submitted' && after !== 'graded') throw new Error(`submit reached ${after}`);
      const marked = facts.keys.map((key) => markAnswer(key, state.answers[key.quesId]));
      const objectiveScore = round1(
        marked.reduce(
          (sum, m, i) => sum + (isSubjective(facts.keys[i] as AnswerKey) ? 0 : (m.score ?? 0)),
          0,
        ),
      );
      return [
        {
          type: 'ReportSubmitted',
          data: {
            ...ref(facts),
            answers: marked,
            status: REPORT_STATUS[after],
            objectiveScore,
            at: now,
            answerTime: state.startedAt === null ? 0 : Math.max(0, now - state.startedAt),
          },
        },
      ];
    }
    default:
      return unreachable(command);
  }
}

/** Every answerable question with its final result and points: the automatic marks, then the grades. */
export function finalAnswers(state: ReportState): MarkedAnswer[] {
  return state.marked.map((m) => {
    const grade = state.grades[m.quesId];
    return grade?.graded ? { ...m, result: grade.result, score: grade.score } : m;
  });
}

/** Answered subjective questions still awaiting a grade. */
export const pendingQuestions = (state: ReportState): number[] =>
  state.marked.filter((m) => m.result === 4 && !state.grades[m.quesId]?.graded).map((m) => m.quesId);

/** The report's grade: total points and, for an unscored homework, the average rate in percent. */
function reportGraded(
  facts: GradingFacts,
  state: ReportState,
  comment: string,
  grader: Grader,
  now: number,
): ReportEvent {
  const answers = finalAnswers(state);
  const totalScore = paperTotal(answers.map((a) => a.score));
  const rate =
    facts.isSetScore === 2 || answers.length === 0 ? null : Math.round((totalScore / answers.length) * 100);
  return {
    type: 'ReportGraded',
    data: {
      ...ref(facts),
      answers,
      totalScore,
      rate,
      comment,
      graderUid: grader.uid,
      graderRole: grader.role,
      at: now,
    },
  };
}

/** A report must be submitted (or graded) and its homework not recalled before anyone grades it. */
function checkGradable(facts: GradingFacts, state: ReportState) {
  const value = reportStateOf(state.status, facts.recalled);
  if (value === 'recalled') throw conflict(REPORT_MESSAGES.recalled);
  if (value === 'notSubmitted') throw conflict(GRADING_MESSAGES.notSubmitted);
  return value;
}

function decideGrading(command: GradingCommand, state: ReportState): ReportEvent[] {
  const { facts, grader, now } = command.data;
  const value = checkGradable(facts, state);
  switch (command.type) {
    case 'GradeQuestion': {
      const key = facts.keys.find((k) => k.quesId === command.data.grade.quesId);
      if (!key) throw notFound(GRADING_MESSAGES.unknownQuestion);
      if (!isSubjective(key)) throw invalid(GRADING_MESSAGES.notSubjective);
      const grade = byRubric(command.data.grade, key, facts.isSetScore);
      const input = {
        score: grade.score,
        rate: grade.rate,
        remarkLength: grade.remark.length,
        images: grade.images.length,
        type: grade.type,
      };
      const saved = savedQuestionGrade({
        isSetScore: facts.isSetScore,
        maxScore: key.score,
        marked: state.marked.find((m) => m.quesId === key.quesId) ?? { result: 3, score: null },
        previous: state.grades[key.quesId],
        input,
        loadedRevision: grade.revision,
      });
      if ('refusal' in saved) throw refused(saved.refusal);
      const gives = savesGrade({ isSetScore: facts.isSetScore, input });
      const events: ReportEvent[] = [
        {
          type: 'ReportQuestionGraded',
          data: {
            ...ref(facts),
            quesId: key.quesId,
            ...saved.grade,
            remark: grade.remark,
            images: grade.images,
            graderUid: grader.uid,
            graderRole: grader.role,
            at: now,
            ...(gives ? { levels: grade.levels ?? null } : {}),
          },
        },
      ];
      // A review of a finished report: the report's grade is recorded again (the latest wins).
      if (value === 'graded' && gives) {
        const after = events.reduce(evolveReport, state);
        events.push(reportGraded(facts, after, state.comment, grader, now));
      }
      return events;
    }
    case 'FinishGrading': {
      const refusal = finishRefusal({
        finished: value === 'graded',
        pending: pendingQuestions(state).length,
        commentLength: command.data.comment.length,
      });
      if (refusal) throw refused(refusal);
      if (
        !accepts(
          reportStatus,
          value,
          { endingTime: 0, hasSubjective: true, startedAt: null },
          { type: 'report.grade' },
        )
      )
        throw conflict(GRADING_MESSAGES.finishedTwice);
      return [reportGraded(facts, state, sanitizeRichText(command.data.comment), grader, now)];
    }
    default:
      return unreachable(command);
  }
}

/**
 * A grade given by rubric levels: the levels must be the question's rubric's, one per criterion;
 * the score (or rate) is the rubric's (sum clamped to the question's score, or the nearest rate).
 */
function byRubric(grade: QuestionGradeRequest, key: AnswerKey, isSetScore: number): QuestionGradeRequest {
  if (grade.levels === undefined) return grade;
  if (!key.rubric) throw invalid(RUBRIC_MESSAGES.noRubric);
  const refusal = rubricLevelsRefusal(key.rubric, grade.levels);
  if (refusal) throw refused(refusal);
  return { ...grade, ...rubricGrade(key.rubric, grade.levels, isSetScore, key.score), type: SAVE_TYPE.grade };
}

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  streamType: 'report',
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};
