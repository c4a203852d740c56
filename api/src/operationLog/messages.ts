/** The trail's refusals of bad input (its subjects' own refusals answer for missing or hidden ones). */
export const OPERATION_LOG_MESSAGES = {
  badSubjectType: '操作记录对象类型不正确',
  badSubjectId: '操作记录对象不存在',
} as const;
