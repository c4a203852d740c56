import { TAB_MESSAGES } from '@school/machines';
import { t } from './i18n/zh-CN';

/** The question before deleting: the spec's 是否删除该题？ for one, the count for several. */
export const deleteConfirmation = (count: number): string =>
  count > 1 ? t('deleteTheSelectedQuestions', { count }) : TAB_MESSAGES.confirmDelete;
