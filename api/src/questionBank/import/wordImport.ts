import { createHash } from 'node:crypto';
import {
  type BankQuesType,
  defaultQuestionOptions,
  isChoiceType,
  type QuestionDraft,
  type QuestionOption,
  type SubQuesType,
  type SubQuestion,
} from '@school/machines';
import mammoth from 'mammoth';
import { FILES_URL_PATH } from '../../files';
import { invalid, tooLarge } from '../../shared/errors';
import { sanitizeRichText } from '../../shared/richText';
import { plainText } from '../restShape';
import { applyChoiceAnswer, type ImportedQuestion, parseDifficulty, parseQuesType } from './importFormat';
import { IMPORT_MESSAGES } from './importLimits';
import { parseXmlChunks, type XmlHandlers, type ZipParts } from './zipParts';

/**
 * The Word format (section 5): questions separated by a line of five #, a material question's
 * sub-questions by a line of four #, fields marked with 【题型】【题干】【选项】【答案】【难度】【解析】
 * 【备注】, each option on its own line starting with its letter (A. or A、); lines starting with //
 * are comments. Images stay images
 * (formulas must be images); they are kept in the files module.
 */
export const WORD_FIELDS = ['题型', '题干', '选项', '答案', '难度', '解析', '备注'] as const;
type WordField = (typeof WORD_FIELDS)[number];

/** An image found in the document, stored in the files module only if the import succeeds. */
export interface PendingImage {
  name: string;
  contentType: string;
  data: Buffer;
}

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const UNSUPPORTED = 'unsupported-image:';

interface Block {
  html: string;
  text: string;
}

/** Top-level blocks of mammoth's HTML; list items count as their own blocks. */
function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<(p|h[1-6]|table|li)\b[^>]*>([\s\S]*?)<\/\1>/g;
  for (const match of html.matchAll(pattern)) {
    const tag = match[1];
    const inner = match[2] ?? '';
    const blockHtml = tag === 'table' ? match[0] : `<p>${inner}</p>`;
    blocks.push({ html: blockHtml, text: plainText(inner) });
  }
  return blocks;
}

const LEADING = '((?:\\s|<[^>]+>)*)';
const markerPattern = new RegExp(`^<p>${LEADING}【([^】]*)】`);
const optionPattern = new RegExp(`^<p>${LEADING}([A-Za-z])\\s*[.．、:：)）]\\s*`);

interface Part {
  fields: Partial<Record<WordField, Block[]>>;
  problems: string[];
}

function readPart(blocks: Block[]): Part {
  const part: Part = { fields: {}, problems: [] };
  let current: Block[] | undefined;
  for (const block of blocks) {
    const marker = markerPattern.exec(block.html);
    if (marker) {
      const name = (marker[2] ?? '').trim();
      const rest = block.html.replace(markerPattern, '<p>$1');
      if (!WORD_FIELDS.includes(name as WordField)) {
        part.problems.push(`【${name}】不是可识别的字段`);
        current = undefined;
        continue;
      }
      if (part.fields[name as WordField]) part.problems.push(`【${name}】重复出现`);
      current = [];
      part.fields[name as WordField] = current;
      if (plainText(rest) !== '' || /<img\b/.test(rest)) current.push({ html: rest, text: plainText(rest) });
      continue;
    }
    if (current) current.push(block);
    else if (block.text !== '') part.problems.push(`「${block.text.slice(0, 20)}」不在任何【】字段内`);
  }
  return part;
}

const fieldHtml = (blocks: Block[] | undefined) =>
  sanitizeRichText((blocks ?? []).map((b) => b.html).join(''));
const fieldText = (blocks: Block[] | undefined) =>
  (blocks ?? [])
    .map((b) => b.text)
    .join('\n')
    .trim();

function readOptions(blocks: Block[] | undefined, problems: string[]): QuestionOption[] {
  const lines = (blocks ?? []).filter((b) => b.text !== '' || /<img\b/.test(b.html));
  const lettered = lines.filter((b) => optionPattern.test(b.html));
  // an auto-numbered list carries no letters: each line is the next option
  if (lettered.length === 0)
    return lines.map((b, i) => ({ id: i + 1, content: sanitizeRichText(b.html), isRight: false }));
  const options: { letter: string; html: string[] }[] = [];
  for (const line of lines) {
    const match = optionPattern.exec(line.html);
    if (match)
      options.push({
        letter: (match[2] ?? '').toUpperCase(),
        html: [line.html.replace(optionPattern, '<p>$1')],
      });
    else options.at(-1)?.html.push(line.html);
  }
  options.forEach((option, i) => {
    const expected = String.fromCharCode(65 + i);
    if (option.letter !== expected)
      problems.push(`选项${option.letter}应为选项${expected}，请按A、B、C…的顺序排列`);
  });
  return options.map((o, i) => ({ id: i + 1, content: sanitizeRichText(o.html.join('')), isRight: false }));
}

interface ReadAnswer {
  quesType: BankQuesType | null;
  stem: string;
  options: QuestionOption[];
  rightAnswer: string;
  analysis: string;
}

function readAnswerPart(part: Part, problems: string[], badAnswers: string[], prefix: string): ReadAnswer {
  const { fields } = part;
  const typeText = fieldText(fields.题型);
  const quesType = parseQuesType(typeText);
  if (typeText !== '' && quesType === null) problems.push(`题型「${typeText}」不正确`);
  let options: QuestionOption[] = [];
  if (isChoiceType(quesType) && quesType !== null) {
    options = fields.选项
      ? readOptions(fields.选项, problems)
      : quesType === 2
        ? defaultQuestionOptions(2)
        : [];
    const answer = applyChoiceAnswer(quesType, options, fieldText(fields.答案));
    if (answer.problem) {
      problems.push(answer.problem);
      badAnswers.push(prefix);
    }
    options = answer.options;
  }
  return {
    quesType,
    stem: fieldHtml(fields.题干),
    options,
    rightAnswer: quesType === 5 ? fieldHtml(fields.答案) : '',
    analysis: fieldHtml(fields.解析),
  };
}

function readQuestion(blocks: Block[], number: number): ImportedQuestion {
  const where = `第${number}题`;
  const parts: Block[][] = [[]];
  for (const block of blocks) {
    if (/^#{4}$/.test(block.text)) parts.push([]);
    else parts.at(-1)?.push(block);
  }
  const [mainBlocks = [], ...subBlocks] = parts;
  const main = readPart(mainBlocks);
  const problems = [...main.problems];
  const badAnswers: string[] = [];
  const answer = readAnswerPart(main, problems, badAnswers, '');
  if (subBlocks.length > 0 && answer.quesType !== 6) problems.push('只有材料题可以用####分隔小题');
  const items: SubQuestion[] = [];
  if (answer.quesType === 6) {
    subBlocks.forEach((sub, i) => {
      const part = readPart(sub);
      const subProblems = [...part.problems];
      const read = readAnswerPart(part, subProblems, badAnswers, `items.${i}.`);
      for (const p of subProblems) problems.push(`第${i + 1}小题：${p}`);
      items.push({
        id: 0,
        quesType: read.quesType as SubQuesType,
        stem: read.stem,
        options: read.options,
        rightAnswer: read.rightAnswer,
        analysis: read.analysis,
      });
    });
  }
  const draft: QuestionDraft = {
    ...answer,
    facilityValue: parseDifficulty(fieldText(main.fields.难度)),
    remark: fieldText(main.fields.备注),
    items,
    pointIds: [],
  };
  if (blocks.some((b) => b.html.includes(UNSUPPORTED))) {
    problems.push('图片须为PNG、JPG、GIF或WEBP格式（公式请转为图片）');
  }
  return { where, draft, problems, badAnswers };
}

export const WORD_DOCUMENT = 'word/document.xml';

/**
 * Streams the document's paragraphs before anything is converted: a file with more questions or
 * paragraphs than an import takes is refused as soon as the count passes the limit, without the
 * rest of it being parsed.
 */
export async function checkWordSize(
  parts: ZipParts,
  limits: { maxQuestions: number; maxParagraphs: number },
): Promise<void> {
  let paragraphs = 0;
  let questions = 0;
  let segmentHasContent = false;
  let text: string[] = [];
  let hasImage = false;
  let inText = false;
  const handlers: XmlHandlers = {
    open: (tag) => {
      if (tag.name === 'w:t') inText = true;
      else if (tag.name === 'w:drawing' || tag.name === 'w:pict') hasImage = true;
    },
    close: (tag) => {
      if (tag.name === 'w:t') inText = false;
      if (tag.name !== 'w:p') return;
      paragraphs += 1;
      const line = text.join('').trim();
      if (/^#{5}$/.test(line)) segmentHasContent = false;
      else if (!line.startsWith('//') && (line !== '' || hasImage) && !segmentHasContent) {
        segmentHasContent = true;
        questions += 1;
      }
      text = [];
      hasImage = false;
    },
    text: (t) => {
      if (inText) text.push(t);
    },
  };
  for await (const _ of parseXmlChunks(parts, WORD_DOCUMENT, handlers)) {
    if (questions > limits.maxQuestions) throw invalid(IMPORT_MESSAGES.tooManyQuestions);
    if (paragraphs > limits.maxParagraphs) throw tooLarge(IMPORT_MESSAGES.tooComplex);
  }
}

/** Reads every question of a Word file; images are collected, not yet stored. */
export async function readWordQuestions(
  buffer: Buffer,
): Promise<{ questions: ImportedQuestion[]; images: PendingImage[] }> {
  const images = new Map<string, PendingImage>();
  const { value: html } = await mammoth.convertToHtml(
    { buffer },
    {
      convertImage: mammoth.images.imgElement(async (image) => {
        const ext = IMAGE_TYPES[image.contentType];
        if (!ext) return { src: `${UNSUPPORTED}${image.contentType}` };
        const data = await image.readAsBuffer();
        const name = `${createHash('sha256').update(data).digest('hex')}.${ext}`;
        images.set(name, { name, contentType: image.contentType, data });
        return { src: FILES_URL_PATH + name };
      }),
    },
  );
  const questions: Block[][] = [[]];
  for (const block of blocksOf(html)) {
    if (block.text.startsWith('//')) continue; // a comment line, as the template's instructions
    if (/^#{5}$/.test(block.text)) questions.push([]);
    else questions.at(-1)?.push(block);
  }
  const nonEmpty = questions.filter((q) => q.some((b) => b.text !== '' || /<img\b/.test(b.html)));
  return {
    questions: nonEmpty.map((blocks, i) => readQuestion(blocks, i + 1)),
    images: [...images.values()],
  };
}
