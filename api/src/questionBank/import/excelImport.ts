import {
  type BankQuesType,
  defaultQuestionOptions,
  isChoiceType,
  QUES_TYPE_LABEL,
  type QuestionDraft,
  type QuestionOption,
} from '@school/machines';
import { invalid } from '../../shared/errors';
import { sanitizeRichText } from '../../shared/richText';
import {
  applyChoiceAnswer,
  type ImportedQuestion,
  parseDifficulty,
  parseQuesType,
  textToHtml,
} from './importFormat';
import { IMPORT_MESSAGES } from './importLimits';
import { type Sheet, xlsxSheets } from './xlsxSheets';
import type { ZipParts } from './zipParts';

/**
 * The Excel format (section 5): one sheet per question type, named by the type (单选题, 判断题,
 * 多选题, 不定项选择题, 简答题); a header row, then one question per row. Columns by header name:
 * 题干, 选项A to 选项F (at most 6 options), 答案 (letters such as AC; 判断题 also 正确/错误; the
 * reference answer for 简答题), 难度 (1 to 5), 解析, 备注. Material questions need sub-questions and
 * come in through Word.
 */
export const EXCEL_OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const EXCEL_COLUMNS = [
  '题干',
  ...EXCEL_OPTION_LETTERS.map((l) => `选项${l}`),
  '答案',
  '难度',
  '解析',
  '备注',
] as const;
/** The template's instructions sheet, skipped on import. */
export const GUIDE_SHEET = '说明';
export const EXCEL_SHEET_TYPES: readonly BankQuesType[] = [1, 2, 3, 4, 5];

/**
 * Reads every question of an Excel file, row by row; passing `maxQuestions` stops the reading and
 * refuses the file at once.
 */
export async function readExcelQuestions(
  parts: ZipParts,
  maxQuestions: number,
): Promise<{ questions: ImportedQuestion[]; sheetErrors: string[] }> {
  const questions: ImportedQuestion[] = [];
  const sheetErrors: string[] = [];
  for (const sheet of await xlsxSheets(parts)) {
    const name = sheet.name.trim();
    if (name === GUIDE_SHEET) continue;
    const quesType = parseQuesType(name);
    if (quesType === null || quesType === 6) {
      if (await hasRowsBelowHeader(sheet)) {
        sheetErrors.push(
          quesType === 6
            ? `工作表「${name}」：材料题请用Word导入`
            : `工作表「${name}」：名称应为题型（单选题、判断题、多选题、不定项选择题、简答题）`,
        );
      }
      continue;
    }
    const header = new Map<string, number>();
    for await (const row of sheet.rows()) {
      if (row.number === 1) {
        for (const [col, text] of row.cells) header.set(text.trim(), col);
        const extraOptions = [...header.keys()].filter((h) => /^选项[G-Z]$/.test(h));
        if (extraOptions.length > 0)
          sheetErrors.push(`${QUES_TYPE_LABEL[quesType]} 第1行：最多6个选项（${extraOptions.join('、')}）`);
        const missing = ['题干', '答案', '难度'].filter((h) => !header.has(h));
        if (missing.length > 0) {
          sheetErrors.push(`${QUES_TYPE_LABEL[quesType]} 第1行：缺少列${missing.join('、')}`);
          break;
        }
        continue;
      }
      if (header.size === 0) {
        sheetErrors.push(`${QUES_TYPE_LABEL[quesType]} 第1行：缺少列题干、答案、难度`);
        break;
      }
      const read = (column: string) => {
        const col = header.get(column);
        return col === undefined ? '' : (row.cells.get(col) ?? '').trim();
      };
      if ([...header.keys()].every((h) => read(h) === '')) continue;
      if (questions.length >= maxQuestions) throw invalid(IMPORT_MESSAGES.tooManyQuestions);
      questions.push(readRow(quesType, row.number, read));
    }
  }
  return { questions, sheetErrors };
}

/** Whether a sheet has anything below its first row (ExcelJS's "actual row count" above 1). */
async function hasRowsBelowHeader(sheet: Sheet): Promise<boolean> {
  let filled = 0;
  for await (const row of sheet.rows()) {
    if (row.cells.size > 0) filled += 1;
    if (filled > 1) return true;
  }
  return false;
}

function readRow(
  quesType: BankQuesType,
  rowNumber: number,
  read: (column: string) => string,
): ImportedQuestion {
  const where = `${QUES_TYPE_LABEL[quesType]} 第${rowNumber}行`;
  const problems: string[] = [];
  const badAnswers: string[] = [];
  let options: QuestionOption[] = [];
  if (isChoiceType(quesType)) {
    const contents = EXCEL_OPTION_LETTERS.map((l) => read(`选项${l}`));
    const lastFilled = contents.reduce((last, c, i) => (c !== '' ? i : last), -1);
    options = contents
      .slice(0, lastFilled + 1)
      .map((c, i) => ({ id: i + 1, content: sanitizeRichText(textToHtml(c)), isRight: false }));
    if (quesType === 2 && options.length === 0) options = defaultQuestionOptions(2);
    const answer = applyChoiceAnswer(quesType, options, read('答案'));
    if (answer.problem) {
      problems.push(answer.problem);
      badAnswers.push('');
    }
    options = answer.options;
  }
  const draft: QuestionDraft = {
    quesType,
    stem: sanitizeRichText(textToHtml(read('题干'))),
    options,
    rightAnswer: quesType === 5 ? sanitizeRichText(textToHtml(read('答案'))) : '',
    analysis: sanitizeRichText(textToHtml(read('解析'))),
    facilityValue: parseDifficulty(read('难度')),
    remark: read('备注'),
    items: [],
    pointIds: [],
  };
  return { where, draft, problems, badAnswers };
}
