import {
  accepts,
  finishRules,
  firstRefusal,
  GRADING_MESSAGES,
  pointsOf,
  questionGradeRules,
  REPORT_MESSAGES,
  type ReportStatusNumber,
  RUBRIC_MESSAGES,
  type RubricLevels,
  reportStateOf,
  reportStatus,
  rubricGrade,
  rubricLevelsRefusal,
  SAVE_TYPE,
  type SaveType,
  savesGrade,
} from '@school/machines';
import { conflict, invalid, notFound, refused } from '../shared/errors';
import { sanitizeRichText } from '../shared/richText';
import { type Decider, unreachable } from '../store/decider';
import { type AnswerKey, isSubjective } from '../submissions/answerFormat';
import {
  type AnnotatedImage,
  type AnswerResult,
  evolveReport,
  type GraderRole,
  initialReportState,
  type MarkedAnswer,
  type ReportEvent,
  type ReportRef,
  type ReportState,
} from '../submissions/report';

/** What the edge looked up about the report: where it belongs, its homework's questions and mode. */
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

export type GradingCommand =
  | {
      type: 'GradeQuestion';
      data: { facts: GradingFacts; grade: QuestionGradeRequest; grader: Grader; now: number };
    }
  | { type: 'FinishGrading'; data: { facts: GradingFacts; comment: string; grader: Grader; now: number } };

const round1 = (n: number) => Math.round(n * 10) / 10;
const ref = ({ reportId, hwId, classId, uid }: GradingFacts): ReportRef => ({ reportId, hwId, classId, uid });

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
  const totalScore = round1(answers.reduce((sum, a) => sum + (a.score ?? 0), 0));
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
  const value = reportStateOf(state.status as ReportStatusNumber, facts.recalled);
  if (value === 'recalled') throw conflict(REPORT_MESSAGES.recalled);
  if (value === 'notSubmitted') throw conflict(GRADING_MESSAGES.notSubmitted);
  return value;
}

export function decideGrading(command: GradingCommand, state: ReportState): ReportEvent[] {
  const { facts, grader, now } = command.data;
  const value = checkGradable(facts, state);
  switch (command.type) {
    case 'GradeQuestion': {
      const key = facts.keys.find((k) => k.quesId === command.data.grade.quesId);
      if (!key) throw notFound(GRADING_MESSAGES.unknownQuestion);
      if (!isSubjective(key)) throw invalid(GRADING_MESSAGES.notSubjective);
      const grade = byRubric(command.data.grade, key, facts.isSetScore);
      const previous = state.grades[grade.quesId];
      const revision = previous?.revision ?? 0;
      if (grade.revision !== undefined && grade.revision !== revision)
        throw conflict(GRADING_MESSAGES.changedMeanwhile);
      const input = {
        score: grade.score,
        rate: grade.rate,
        remarkLength: grade.remark.length,
        images: grade.images.length,
        type: grade.type,
      };
      const refusal = firstRefusal(questionGradeRules, {
        isSetScore: facts.isSetScore,
        maxScore: key.score,
        input,
      });
      if (refusal) throw refused(refusal);
      const gives = savesGrade({ isSetScore: facts.isSetScore, input });
      const marked = state.marked.find((m) => m.quesId === key.quesId);
      let result: AnswerResult = previous?.graded ? previous.result : (marked?.result ?? 3);
      let score = previous?.graded ? previous.score : (marked?.score ?? null);
      let rate = previous?.rate ?? null;
      if (gives) {
        score = pointsOf(facts.isSetScore, key.score, input);
        rate = facts.isSetScore === 2 ? null : grade.rate;
        result = score >= key.score ? 1 : 2;
      }
      const events: ReportEvent[] = [
        {
          type: 'ReportQuestionGraded',
          data: {
            ...ref(facts),
            quesId: key.quesId,
            graded: gives || previous?.graded === true,
            result,
            score,
            rate,
            remark: grade.remark,
            images: grade.images,
            revision: revision + 1,
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
        const comment = latestComment(state);
        events.push(reportGraded(facts, after, comment, grader, now));
      }
      return events;
    }
    case 'FinishGrading': {
      if (value === 'graded') throw conflict(GRADING_MESSAGES.finishedTwice);
      const refusal = firstRefusal(finishRules, {
        pending: pendingQuestions(state).length,
        commentLength: command.data.comment.length,
      });
      if (refusal) throw refused(refusal);
      const comment = sanitizeRichText(command.data.comment);
      if (
        !accepts(
          reportStatus,
          value,
          { endingTime: 0, hasSubjective: true, startedAt: null },
          { type: 'report.grade' },
        )
      )
        throw conflict(GRADING_MESSAGES.finishedTwice);
      return [reportGraded(facts, state, comment, grader, now)];
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

/** A review keeps the comment the report was finished with. */
const latestComment = (state: ReportState): string => state.comment;

export const gradingDecider: Decider<ReportState, GradingCommand, ReportEvent> = {
  streamType: 'report',
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideGrading,
};
