import type { ExamTestStatus } from '../generated/graphql';
import { t } from './i18n/zh-CN';

/** Pass text: '-' while awaiting review (or without a result), 已通过 when passed, otherwise 未通过. */
export const passText = (
  testStatus: ExamTestStatus | null | undefined,
  isPass: boolean | null | undefined,
) =>
  testStatus === null ||
  testStatus === undefined ||
  testStatus === 'AWAITING_REVIEW' ||
  isPass === null ||
  isPass === undefined
    ? '-'
    : isPass
      ? t('examPassed')
      : t('examFailed');
