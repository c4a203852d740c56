import type { QuestionContent, QuestionOption, SubQuestion } from './question';

/** The spec's shapes of a question over REST (and in the JSON columns of the `questions` table). */
export interface RestOption {
  id: number;
  content: string;
  /** 1 right, 2 wrong. */
  is_right: 1 | 2;
}

export interface RestSubQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOption[];
  right_answer: string;
  ques_analysis: string;
}

export const toRestOptions = (options: readonly QuestionOption[]): RestOption[] =>
  options.map((o) => ({ id: o.id, content: o.content, is_right: o.isRight ? 1 : 2 }));

export const toRestItems = (items: readonly SubQuestion[]): RestSubQuestion[] =>
  items.map((item) => ({
    id: item.id,
    ques_type: item.quesType,
    ques_stem: item.stem,
    ques_option: toRestOptions(item.options),
    right_answer: item.rightAnswer,
    ques_analysis: item.analysis,
  }));

/** Plain text of a rich-text stem, for the stem filter and list tooltips. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The columns of the `questions` row that follow from a question's content. */
export const contentColumns = (q: QuestionContent) => ({
  ques_type: q.quesType,
  ques_stem: q.stem,
  stem_text: plainText(q.stem),
  ques_option: JSON.stringify(toRestOptions(q.options)),
  right_answer: q.rightAnswer,
  ques_analysis: q.analysis,
  facility_value: q.facilityValue,
  remark: q.remark,
  ques_item: JSON.stringify(toRestItems(q.items)),
  point_ids: JSON.stringify(q.pointIds),
});
