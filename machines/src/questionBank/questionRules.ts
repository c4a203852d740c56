import { COMMON_MESSAGES } from '../messages';
import { isBlankRichText } from '../richText';
/**
 * The question bank's data and its rules (spec section 5, question form), pure: the form machine
 * uses them to show messages and the API uses them to refuse the same requests with the same words.
 */

/** Bank types: 1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material. */
export type BankQuesType = 1 | 2 | 3 | 4 | 5 | 6;
/** A material question's sub-questions are never material themselves. */
export type SubQuesType = Exclude<BankQuesType, 6>;

export const BANK_QUES_TYPES: readonly BankQuesType[] = [1, 2, 3, 4, 5, 6];
export const SUB_QUES_TYPES: readonly SubQuesType[] = [1, 2, 3, 4, 5];

/** The GraphQL schema's question type names and the spec's ques_type codes: the one table of both. */
export const QUESTION_TYPE_CODE = {
  SINGLE_CHOICE: 1,
  TRUE_FALSE: 2,
  MULTIPLE_CHOICE: 3,
  INDEFINITE_CHOICE: 4,
  SHORT_ANSWER: 5,
  MATERIAL: 6,
} as const satisfies Record<string, BankQuesType>;

export const QUES_TYPE_LABEL: Record<BankQuesType, string> = {
  1: '单选题',
  2: '判断题',
  3: '多选题',
  4: '不定项选择题',
  5: '简答题',
  6: '材料题',
};

export interface QuestionOption {
  /** 1-based; the option's letter is derived from it (1 is A). */
  id: number;
  /** Rich text. */
  content: string;
  isRight: boolean;
}

export interface SubQuestion {
  /** Allocated by the server when the material question is saved; 0 for one not saved yet. */
  id: number;
  quesType: SubQuesType;
  stem: string;
  options: QuestionOption[];
  rightAnswer: string;
  analysis: string;
}

/** What a question says: the part the form edits and the bank stores. */
export interface QuestionContent {
  quesType: BankQuesType;
  /** Rich text. */
  stem: string;
  options: QuestionOption[];
  /** Reference answer, short answer (type 5) only; rich text. */
  rightAnswer: string;
  /** Rich text; may be empty (shown as 暂无解析). */
  analysis: string;
  /** Difficulty 1 to 5. */
  facilityValue: number;
  /** Plain text, at most 20 characters, never shown to students. */
  remark: string;
  /** Material (type 6) only. */
  items: SubQuestion[];
  /** Seeded knowledge points the question practises; may be empty. */
  pointIds: number[];
}

/** A question as the form holds it: type and difficulty may still be unchosen. */
export interface QuestionDraft extends Omit<QuestionContent, 'quesType' | 'facilityValue'> {
  quesType: BankQuesType | null;
  facilityValue: number | null;
}

export interface OptionCounts {
  initial: number;
  min: number;
  max: number;
}

/** Option counts per type (initial / min / max), section 5. */
export const OPTION_COUNTS: Record<BankQuesType, OptionCounts> = {
  1: { initial: 4, min: 2, max: 26 },
  2: { initial: 2, min: 2, max: 2 },
  3: { initial: 4, min: 2, max: 26 },
  4: { initial: 4, min: 2, max: 26 },
  5: { initial: 0, min: 0, max: 0 },
  6: { initial: 0, min: 0, max: 0 },
};

export const QUESTION_REMARK_MAX = 20;
export const FACILITY_MIN = 1;
export const FACILITY_MAX = 5;
/** Rich-text fields are refused beyond this length (after sanitising). */
export const RICH_TEXT_MAX = 500_000;
export const SUB_QUESTIONS_MAX = 50;

export const QUESTION_MESSAGES = {
  choose: COMMON_MESSAGES.choose,
  enter: COMMON_MESSAGES.enter,
  notFound: COMMON_MESSAGES.questionNotFound,
  added: COMMON_MESSAGES.added,
  edited: COMMON_MESSAGES.edited,
  saveFailed: '保存失败，请稍后再试',
  chooseOneRight: '请选择一个正确答案',
  chooseTwoRight: '请至少选择两个正确答案',
  onlyOneRight: '只能选择一个正确答案',
  incomplete: '请先完善信息',
  keepOneItem: '至少保留一题',
  firstItem: '已经是第一题',
  lastItem: '已经是最后一题',
  confirmRemoveOption: '确定要删除该选项吗？',
  confirmRemoveItem: '确定要删除该小题吗？',
  remarkTooLong: `备注不能超过${QUESTION_REMARK_MAX}个字`,
  facilityRange: `难度只能是${FACILITY_MIN}到${FACILITY_MAX}`,
  badType: '题目类型不正确',
  badSubType: '材料题的小题不能是材料题',
  tooLong: '内容过长',
  tooManyItems: `小题最多${SUB_QUESTIONS_MAX}道`,
  typeLocked: '题目类型不能修改',
} as const;

export const optionLetter = (id: number) => String.fromCharCode(64 + id);
export const optionEmptyMessage = (id: number) => `选项${optionLetter(id)}内容不能为空`;
export const optionCountMessage = (counts: OptionCounts) =>
  counts.min === counts.max ? `选项必须是${counts.min}个` : `选项数量应为${counts.min}到${counts.max}个`;

export const isBankQuesType = (value: unknown): value is BankQuesType =>
  BANK_QUES_TYPES.includes(value as BankQuesType);
export const isChoiceType = (type: BankQuesType | null) =>
  type === 1 || type === 2 || type === 3 || type === 4;
/** Types 1 and 2 keep exactly one correct option; 3 and 4 toggle each option. */
export const isSingleAnswerType = (type: BankQuesType | null) => type === 1 || type === 2;

/** Default options of a type: true/false comes with 正确 and 错误, the others blank. */
export function defaultQuestionOptions(type: BankQuesType | null): QuestionOption[] {
  if (type === null) return [];
  if (type === 2) {
    return [
      { id: 1, content: '正确', isRight: false },
      { id: 2, content: '错误', isRight: false },
    ];
  }
  return Array.from({ length: OPTION_COUNTS[type].initial }, (_, i) => ({
    id: i + 1,
    content: '',
    isRight: false,
  }));
}

export const emptyQuestionDraft = (quesType: BankQuesType | null): QuestionDraft => ({
  quesType,
  stem: '',
  options: defaultQuestionOptions(quesType),
  rightAnswer: '',
  analysis: '',
  facilityValue: null,
  remark: '',
  items: quesType === 6 ? [emptySubQuestion(1)] : [],
  pointIds: [],
});

export const emptySubQuestion = (quesType: SubQuesType): SubQuestion => ({
  id: 0,
  quesType,
  stem: '',
  options: defaultQuestionOptions(quesType),
  rightAnswer: '',
  analysis: '',
});

/** Option ids follow their position, so letters stay A, B, C… after a removal. */
export const renumberOptions = (options: readonly QuestionOption[]): QuestionOption[] =>
  options.map((option, i) => ({ ...option, id: i + 1 }));

/** Marks an option right: on types 1 and 2 the others become wrong; on 3 and 4 it toggles. */
export function markOptionRight(
  type: BankQuesType | null,
  options: readonly QuestionOption[],
  index: number,
): QuestionOption[] {
  return options.map((option, i) => {
    if (isSingleAnswerType(type)) return { ...option, isRight: i === index };
    return i === index ? { ...option, isRight: !option.isRight } : option;
  });
}

/** One failed rule: where (a path into the draft, e.g. `options.1.content`) and the spec's message. */
export interface QuestionIssue {
  path: string;
  message: string;
}

interface AnswerPart {
  quesType: BankQuesType;
  stem: string;
  options: readonly QuestionOption[];
  rightAnswer: string;
  analysis: string;
}

function answerIssues(part: AnswerPart, prefix: string): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  const at = (path: string, message: string) => issues.push({ path: prefix + path, message });
  if (isBlankRichText(part.stem)) at('stem', QUESTION_MESSAGES.enter);
  else if (part.stem.length > RICH_TEXT_MAX) at('stem', QUESTION_MESSAGES.tooLong);
  if (isChoiceType(part.quesType)) {
    const counts = OPTION_COUNTS[part.quesType];
    if (part.options.length < counts.min || part.options.length > counts.max) {
      at('options', optionCountMessage(counts));
    }
    part.options.forEach((option, i) => {
      if (isBlankRichText(option.content)) at(`options.${i}.content`, optionEmptyMessage(i + 1));
      else if (option.content.length > RICH_TEXT_MAX) at(`options.${i}.content`, QUESTION_MESSAGES.tooLong);
    });
    const right = part.options.filter((o) => o.isRight).length;
    if (part.quesType === 3 && right < 2) at('options', QUESTION_MESSAGES.chooseTwoRight);
    else if (right < 1) at('options', QUESTION_MESSAGES.chooseOneRight);
    else if (isSingleAnswerType(part.quesType) && right > 1) at('options', QUESTION_MESSAGES.onlyOneRight);
  }
  if (part.quesType === 5) {
    if (isBlankRichText(part.rightAnswer)) at('rightAnswer', QUESTION_MESSAGES.enter);
    else if (part.rightAnswer.length > RICH_TEXT_MAX) at('rightAnswer', QUESTION_MESSAGES.tooLong);
  }
  if (part.analysis.length > RICH_TEXT_MAX) at('analysis', QUESTION_MESSAGES.tooLong);
  return issues;
}

/** Every failed rule of one sub-question, paths relative to `items.<index>.`. */
export function subQuestionIssues(item: SubQuestion, index: number): QuestionIssue[] {
  const prefix = `items.${index}.`;
  if (!SUB_QUES_TYPES.includes(item.quesType)) {
    return [
      {
        path: `${prefix}quesType`,
        message: (item.quesType as number) === 6 ? QUESTION_MESSAGES.badSubType : QUESTION_MESSAGES.choose,
      },
    ];
  }
  return answerIssues(item, prefix);
}

/**
 * Every failed rule of a question, in the order the form shows them: type, stem, options, answer,
 * difficulty, remark, sub-questions.
 */
export function questionIssues(draft: QuestionDraft): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  if (draft.quesType === null) issues.push({ path: 'quesType', message: QUESTION_MESSAGES.choose });
  else if (!isBankQuesType(draft.quesType))
    issues.push({ path: 'quesType', message: QUESTION_MESSAGES.badType });
  if (draft.quesType === null || !isBankQuesType(draft.quesType)) {
    if (isBlankRichText(draft.stem)) issues.push({ path: 'stem', message: QUESTION_MESSAGES.enter });
  } else {
    issues.push(...answerIssues({ ...draft, quesType: draft.quesType }, ''));
  }
  if (draft.facilityValue === null) issues.push({ path: 'facilityValue', message: QUESTION_MESSAGES.choose });
  else if (
    !Number.isInteger(draft.facilityValue) ||
    draft.facilityValue < FACILITY_MIN ||
    draft.facilityValue > FACILITY_MAX
  ) {
    issues.push({ path: 'facilityValue', message: QUESTION_MESSAGES.facilityRange });
  }
  if ([...draft.remark].length > QUESTION_REMARK_MAX)
    issues.push({ path: 'remark', message: QUESTION_MESSAGES.remarkTooLong });
  if (draft.quesType === 6) {
    if (draft.items.length === 0) issues.push({ path: 'items', message: QUESTION_MESSAGES.keepOneItem });
    else if (draft.items.length > SUB_QUESTIONS_MAX)
      issues.push({ path: 'items', message: QUESTION_MESSAGES.tooManyItems });
    draft.items.forEach((item, i) => {
      issues.push(...subQuestionIssues(item, i));
    });
  }
  return issues;
}

/**
 * The one message a refused save answers with: a sub-question's failure is summed up as
 * 请先完善信息 (the form marks the sub-question's fields), anything else is its own message.
 */
export function firstQuestionMessage(issues: readonly QuestionIssue[]): string | undefined {
  const first = issues[0];
  if (!first) return undefined;
  return first.path.startsWith('items.') ? QUESTION_MESSAGES.incomplete : first.message;
}

/**
 * The stored form of a draft that passed the rules: fields that do not belong to the type dropped,
 * option ids renumbered by position, sub-questions cleaned the same way.
 */
export function normalizeQuestion(draft: QuestionDraft & { quesType: BankQuesType }): QuestionContent {
  const type = draft.quesType;
  return {
    quesType: type,
    stem: draft.stem,
    options: isChoiceType(type) ? renumberOptions(draft.options) : [],
    rightAnswer: type === 5 ? draft.rightAnswer : '',
    analysis: draft.analysis,
    facilityValue: draft.facilityValue ?? FACILITY_MIN,
    remark: draft.remark.trim(),
    items: type === 6 ? draft.items.map(normalizeSubQuestion) : [],
    pointIds: [...new Set(draft.pointIds)],
  };
}

const normalizeSubQuestion = (item: SubQuestion): SubQuestion => ({
  id: item.id,
  quesType: item.quesType,
  stem: item.stem,
  options: isChoiceType(item.quesType) ? renumberOptions(item.options) : [],
  rightAnswer: item.quesType === 5 ? item.rightAnswer : '',
  analysis: item.analysis,
});
