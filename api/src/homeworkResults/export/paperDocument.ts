import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { documentText } from '../../exports/index';

/** The paper in display form: one entry per answerable question, text only. */
export interface PaperSheet {
  title: string;
  summary: string;
  items: {
    heading: string;
    parent: string | null;
    stem: string;
    options: string[];
    answer: string;
    analysis: string;
  }[];
}

/** The homework's paper as a .docx (spec: lector/teacher/homework/download): questions, answers, analysis. */
export async function buildPaperDocx(paper: PaperSheet): Promise<Uint8Array> {
  const children: Paragraph[] = [
    new Paragraph({ text: documentText(paper.title), heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: paper.summary, italics: true })] }),
  ];
  for (const item of paper.items) {
    children.push(new Paragraph({ text: item.heading, heading: HeadingLevel.HEADING_3 }));
    if (item.parent)
      children.push(new Paragraph({ children: [new TextRun({ text: `材料：${item.parent}` })] }));
    children.push(new Paragraph({ text: item.stem }));
    for (const option of item.options) children.push(new Paragraph({ text: option, indent: { left: 360 } }));
    children.push(
      new Paragraph({ children: [new TextRun({ text: `参考答案：${item.answer}`, bold: true })] }),
    );
    children.push(new Paragraph({ text: `解析：${item.analysis}` }));
  }
  const buffer = await Packer.toBuffer(new Document({ sections: [{ children }] }));
  return new Uint8Array(buffer);
}
