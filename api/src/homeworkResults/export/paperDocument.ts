import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { type DocxBlock, type DocxImages, documentText, richTextBlocks } from '../../exports/index';

/** Who the paper is printed for: the teacher's has reference answers and analysis, the student's not. */
export type PaperVersion = 'teacher' | 'student';

/** One answerable question: its stem and options as rich text; answer and analysis in the teacher's only. */
export interface PaperPart {
  heading: string;
  stem: string;
  options: { letter: string; content: string }[];
  answer?: string;
  analysis?: string;
}

/** A question of the paper: one part, or a material question's material and its sub-questions. */
export interface PaperQuestion {
  heading: string;
  material: string | null;
  parts: PaperPart[];
}

/** The paper in display form, with the images its rich text shows. */
export interface PaperSheet {
  title: string;
  summary: string;
  questions: PaperQuestion[];
  images: DocxImages;
}

/** A4 in twips, with the margins of a Chinese Word document (2.54 cm top and bottom, 3.18 cm at the sides). */
const PAGE = {
  size: { width: 11_906, height: 16_838 },
  margin: { top: 1440, bottom: 1440, left: 1800, right: 1800, header: 851, footer: 992 },
};
/** The page's text width in pixels (96 per inch, 1440 twips per inch): no image is drawn wider. */
const TEXT_WIDTH_PX = Math.floor(((PAGE.size.width - PAGE.margin.left - PAGE.margin.right) * 96) / 1440);
const OPTION_INDENT = 420;

const pageNumbers = new Footer({
  children: [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun({ children: ['第 ', PageNumber.CURRENT, ' 页，共 ', PageNumber.TOTAL_PAGES, ' 页'] }),
      ],
    }),
  ],
});

function partBlocks(part: PaperPart, images: DocxImages): DocxBlock[] {
  const rich = (html: string, lead?: string, indent?: number) =>
    richTextBlocks(html, {
      images,
      maxImageWidth: TEXT_WIDTH_PX,
      ...(lead === undefined ? {} : { lead }),
      ...(indent === undefined ? {} : { indent }),
    });
  const blocks: DocxBlock[] = [];
  if (part.heading)
    blocks.push(new Paragraph({ children: [new TextRun({ text: part.heading, bold: true })] }));
  blocks.push(...rich(part.stem));
  for (const option of part.options)
    blocks.push(...rich(option.content, `${option.letter}. `, OPTION_INDENT));
  if (part.answer !== undefined) {
    blocks.push(new Paragraph({ children: [new TextRun({ text: '参考答案：', bold: true })] }));
    blocks.push(...rich(part.answer));
  }
  if (part.analysis !== undefined) {
    blocks.push(new Paragraph({ children: [new TextRun({ text: '解析：', bold: true })] }));
    blocks.push(...rich(part.analysis));
  }
  return blocks;
}

/**
 * The homework's paper as a .docx (spec: lector/teacher/homework/download): stems, options and a
 * material question's material with its sub-questions, as rich text (images, tables, sub- and
 * superscript), and the answers and analysis when the sheet has them; A4 with page numbers.
 */
export async function buildPaperDocx(paper: PaperSheet): Promise<Uint8Array> {
  const children: DocxBlock[] = [
    new Paragraph({ text: documentText(paper.title), heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: paper.summary, italics: true })] }),
  ];
  for (const question of paper.questions) {
    children.push(new Paragraph({ text: question.heading, heading: HeadingLevel.HEADING_3 }));
    if (question.material !== null)
      children.push(
        ...richTextBlocks(question.material, { images: paper.images, maxImageWidth: TEXT_WIDTH_PX }),
      );
    for (const part of question.parts) children.push(...partBlocks(part, paper.images));
  }
  const document = new Document({
    title: documentText(paper.title),
    sections: [{ properties: { page: PAGE }, footers: { default: pageNumbers }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
