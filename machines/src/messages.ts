/** Messages more than one domain's rules answer, declared once. */
export const COMMON_MESSAGES = {
  choose: '请选择',
  enter: '请输入',
  nothingSelected: '请先选择题目',
} as const;
