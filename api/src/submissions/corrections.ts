import { CORRECTION_MESSAGES, CORRECTION_TEXT_MAX, CORRECTION_TYPES } from '@school/machines';
import { invalid } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * Corrections a student reports on a question (spec: myExam/correction): one stream per student
 * (`corrections-<uid>`); a correction's id is the position of its event. Plain text, not rich text.
 */
export type CorrectionEvent = {
  type: 'QuestionCorrectionReported';
  data: { uid: number; quesId: number; type: number; errorMsg: string; at: number };
};

export type CorrectionCommand = {
  type: 'ReportCorrection';
  data: { uid: number; quesId: number; type: number | undefined; errorMsg: string | undefined; now: number };
};

/** The spec's messages, in the order a student hears them. */
export function correctionRefusal(
  type: number | undefined,
  errorMsg: string | undefined,
): string | undefined {
  if (type === undefined || !(type in CORRECTION_TYPES)) return CORRECTION_MESSAGES.typeRequired;
  const text = (errorMsg ?? '').trim();
  if (text === '') return CORRECTION_MESSAGES.textRequired;
  if ([...text].length > CORRECTION_TEXT_MAX) return CORRECTION_MESSAGES.textTooLong;
  return undefined;
}

export const correctionDecider: Decider<object, CorrectionCommand, CorrectionEvent> = {
  streamType: 'corrections',
  initialState: () => ({}),
  evolve: (state) => state,
  decide: (command) => {
    switch (command.type) {
      case 'ReportCorrection': {
        const { uid, quesId, type, errorMsg, now } = command.data;
        const refusal = correctionRefusal(type, errorMsg);
        if (refusal) throw invalid(refusal);
        return [
          {
            type: 'QuestionCorrectionReported',
            data: { uid, quesId, type: type as number, errorMsg: (errorMsg ?? '').trim(), at: now },
          },
        ];
      }
      default:
        return unreachable(command.type);
    }
  },
};
