import {
  type BankQuesType,
  COMMON_MESSAGES,
  isBankQuesType,
  optionLetter,
  QUES_TYPE_LABEL,
  QUESTION_MESSAGES,
  type QuestionDraft,
  type QuestionIssue,
  type QuestionOption,
  questionIssues,
} from '@school/machines';

/** What the Word and Excel imports share: type names, answers, and error messages that name the question. */

/** A question read from a file, with where it came from ("第3题" or "单选题 第4行"). */
export interface ImportedQuestion {
  where: string;
  draft: QuestionDraft;
  /** Problems found while reading, before the rules ran. */
  problems: string[];
  /**
   * Parts whose answer named no option ('' the question, 'items.0.' a sub-question): the rules'
   * 请选择一个正确答案 there would only repeat that problem.
   */
  badAnswers?: string[];
}

const RIGHT_COUNT_MESSAGES: readonly string[] = [
  QUESTION_MESSAGES.chooseOneRight,
  QUESTION_MESSAGES.chooseTwoRight,
];

const TYPE_BY_NAME: Record<string, BankQuesType> = Object.fromEntries([
  ...Object.entries(QUES_TYPE_LABEL).map(([type, label]) => [label, Number(type) as BankQuesType]),
  ['单选', 1],
  ['判断', 2],
  ['多选', 3],
  ['不定项', 4],
  ['不定项选择', 4],
  ['简答', 5],
  ['材料', 6],
]);

/** A type given by its name (单选题) or number (1). */
export function parseQuesType(text: string): BankQuesType | null {
  const name = text.trim();
  const byNumber = Number(name);
  if (name !== '' && isBankQuesType(byNumber)) return byNumber;
  return TYPE_BY_NAME[name] ?? null;
}

/** Difficulty 1 to 5 as a number; anything else is left for the rules to refuse. */
export function parseDifficulty(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : -1;
}

const TRUE_WORDS = ['正确', '对', '√', 'A', 'T', 'TRUE'];
const FALSE_WORDS = ['错误', '错', '×', 'B', 'F', 'FALSE'];

/**
 * Marks the correct options from an answer such as "B", "AC" or "A,C" (true/false also 正确/错误).
 * Answers a problem when a letter names no option.
 */
export function applyChoiceAnswer(
  type: BankQuesType,
  options: QuestionOption[],
  answer: string,
): { options: QuestionOption[]; problem?: string } {
  const text = answer.trim().toUpperCase();
  if (text === '') return { options };
  let letters: string[];
  if (type === 2 && TRUE_WORDS.includes(text)) letters = ['A'];
  else if (type === 2 && FALSE_WORDS.includes(text)) letters = ['B'];
  else letters = text.replace(/[\s,，、;；]/g, '').split('');
  const unknown = letters.find((l) => !options.some((o) => optionLetter(o.id) === l));
  if (unknown) return { options, problem: `答案${unknown}不是有效的选项` };
  return { options: options.map((o) => ({ ...o, isRight: letters.includes(optionLetter(o.id)) })) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text (an Excel cell) as rich text: one paragraph per line. */
export const textToHtml = (text: string) =>
  text.trim() === ''
    ? ''
    : text
        .split(/\r?\n/)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');

const FIELD_NAMES: Record<string, string> = {
  quesType: '题型',
  stem: '题干',
  options: '选项',
  rightAnswer: '答案',
  analysis: '解析',
  facilityValue: '难度',
  remark: '备注',
  items: '小题',
};

/** A rule's message with the field it is about, where the bare message would not say (请输入 → 请输入题干). */
function describe(issue: QuestionIssue): string {
  const field = issue.path.split('.').at(-1) ?? '';
  if (issue.message === COMMON_MESSAGES.choose || issue.message === COMMON_MESSAGES.enter)
    return `${issue.message}${FIELD_NAMES[field] ?? ''}`;
  return issue.message;
}

/** One mistake of a question: on the question itself, or on one of its sub-questions (0-based). */
export interface RowError {
  item?: number;
  message: string;
}

/**
 * A question's mistakes: those found while reading it, then the question form's own rules
 * (`questionIssues`, the same the form and ques/add answer with), each message naming its field.
 */
export function questionErrors(q: Omit<ImportedQuestion, 'where'>): RowError[] {
  const errors: RowError[] = q.problems.map((message) => ({ message }));
  for (const issue of questionIssues(q.draft)) {
    const repeats = q.badAnswers?.some((part) => issue.path === `${part}options`);
    if (repeats && RIGHT_COUNT_MESSAGES.includes(issue.message)) continue;
    const item = /^items\.(\d+)\./.exec(issue.path);
    errors.push(item ? { item: Number(item[1]), message: describe(issue) } : { message: describe(issue) });
  }
  return errors;
}

/** A mistake as a line of text, after where it is (第3题 or ''): 第2小题：请输入题干. */
export const rowErrorText = (where: string, error: RowError) =>
  error.item === undefined
    ? `${where}${where ? '：' : ''}${error.message}`
    : `${where}第${error.item + 1}小题：${error.message}`;

/** Every problem of every question, each naming its question; empty when all can be added. */
export function importErrors(questions: readonly ImportedQuestion[]): string[] {
  return questions.flatMap((q) => questionErrors(q).map((error) => rowErrorText(q.where, error)));
}
