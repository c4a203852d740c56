import {
  ANSWER_MESSAGES,
  accepts,
  explainReportRefusal,
  REPORT_STATUS,
  type ReportStatusContext,
  reportStateAfter,
  reportStateOf,
  reportStatus,
  type StudentReportEvent,
} from '@school/machines';
import { invalid, refused } from '../shared/errors';
import { sanitizeRichText } from '../shared/richText';
import { type Decider, unreachable } from '../store/decider';
import { type AnswerKey, isSubjective, markAnswer, normaliseAnswer, type RawAnswer } from './answerFormat';
import {
  type AnswerGiven,
  evolveReport,
  initialReportState,
  type ReportEvent,
  type ReportRef,
  type ReportState,
} from './report';

/** What the edge looked up about the report's homework: the facts the report's rules need. */
export interface ReportFacts extends ReportRef {
  endingTime: number;
  recalled: boolean;
  keys: AnswerKey[];
}

export type ReportCommand =
  | {
      type: 'SaveAnswers';
      data: { facts: ReportFacts; answers: { quesId: number; userAnswer: RawAnswer }[]; now: number };
    }
  | { type: 'SubmitReport'; data: { facts: ReportFacts; now: number } };

export const lifecycleOf = (facts: ReportFacts, state: ReportState): ReportStatusContext => ({
  endingTime: facts.endingTime,
  hasSubjective: facts.keys.some(isSubjective),
  startedAt: state.startedAt,
});

const ref = ({ reportId, hwId, classId, uid }: ReportFacts): ReportRef => ({ reportId, hwId, classId, uid });
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Every command goes through the report status machine first (deadline, submitted once, recall),
 * whose refusal table gives the message and its kind; then the answers' own format rules.
 */
export function decideReport(command: ReportCommand, state: ReportState): ReportEvent[] {
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

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  streamType: 'report',
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};
