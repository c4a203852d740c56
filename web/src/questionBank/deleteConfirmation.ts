import { TAB_MESSAGES } from '@school/machines';

/** The question before deleting: the spec's 是否删除该题？ for one, the count for several. */
export const deleteConfirmation = (count: number): string =>
  count > 1 ? `是否删除选中的 ${count} 道题？` : TAB_MESSAGES.confirmDelete;
