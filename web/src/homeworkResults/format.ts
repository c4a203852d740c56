/** Display helpers of the result screens. */

/** Seconds as 12分05秒 ('-' when unknown). */
export const duration = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined
    ? '-'
    : `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;

/** A score (one decimal) or '-'. */
export const scoreText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 10) / 10);

/** An integer percentage or '-'. */
export const rateText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${value}%`;

/** Spec section 4: student homework status 1–3. */
export const STUDENT_STATUS: Record<number, { label: string; severity: 'warning' | 'info' | 'success' }> = {
  1: { label: '未提交', severity: 'warning' },
  2: { label: '待批改', severity: 'info' },
  3: { label: '已批改', severity: 'success' },
};

/** The empty message of the result tabs before the deadline and grading (spec section 2). */
export const TABS_EMPTY = '作业截止日期后，老师批改会有数据哦';
