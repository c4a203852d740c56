import {
  AlignmentType,
  ImageRun,
  type IRunOptions,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { documentText } from './safeNames';

/** An image of rich text, read from the files module, with its size in pixels. */
export interface DocxImage {
  type: 'png' | 'jpg' | 'gif' | 'bmp';
  data: Uint8Array;
  width: number;
  height: number;
}

/** Images by the address rich text names them (`/api/files/<sha-256>.<ext>`). */
export type DocxImages = Record<string, DocxImage>;

export type DocxBlock = Paragraph | Table;

export interface RichTextOptions {
  images: DocxImages;
  /** The widest an image may be, in pixels (the page's text width). */
  maxImageWidth: number;
  /** Text put before the first paragraph's content (an option's letter). */
  lead?: string;
  /** Left indent of every paragraph, in twips. */
  indent?: number;
}

type Run = Omit<IRunOptions, 'children' | 'text' | 'break'>;
type ParagraphStyle = { alignment?: (typeof AlignmentType)[keyof typeof AlignmentType]; indent?: number };

const ALIGNMENT: Record<string, ParagraphStyle['alignment']> = {
  left: AlignmentType.LEFT,
  right: AlignmentType.RIGHT,
  center: AlignmentType.CENTER,
  justify: AlignmentType.JUSTIFIED,
};

const INLINE_STYLE: Record<string, Run> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: {} },
  s: { strike: true },
  sub: { subScript: true },
  sup: { superScript: true },
  code: { font: 'Consolas' },
};

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre']);

/** What an image that cannot be embedded (webp, svg) shows in its place, so no content goes missing silently. */
export const IMAGE_NOT_EMBEDDED = '[图片]';

function alignmentOf(element: Element): ParagraphStyle['alignment'] {
  const align = /text-align:\s*(left|right|center|justify)/.exec(element.attribs.style ?? '')?.[1];
  const quill = /ql-align-(right|center|justify)/.exec(element.attribs.class ?? '')?.[1];
  return ALIGNMENT[align ?? quill ?? ''];
}

/** The size an image is drawn at: its width attribute or its own, never wider than the page's text. */
function drawnSize(image: DocxImage, element: Element, maxWidth: number) {
  const asked = Number.parseInt(element.attribs.width ?? '', 10);
  const width = Math.min(maxWidth, Number.isFinite(asked) && asked > 0 ? asked : image.width);
  return { width, height: Math.max(1, Math.round((image.height * width) / image.width)) };
}

/** Rich text (the editor's sanitised HTML) as Word paragraphs and tables, keeping what prints. */
class RichTextWriter {
  readonly blocks: DocxBlock[] = [];
  private runs: ParagraphChild[] = [];
  private paragraph: ParagraphStyle = {};
  private lead: string | undefined;

  constructor(private readonly options: RichTextOptions) {
    this.lead = options.lead;
  }

  write(nodes: ChildNode[], run: Run) {
    for (const node of nodes) this.node(node, run);
  }

  finish(): DocxBlock[] {
    this.flush();
    if (this.lead !== undefined) this.blocks.push(this.paragraphOf([]));
    return this.blocks;
  }

  private paragraphOf(children: ParagraphChild[]) {
    const lead = this.lead === undefined ? [] : [new TextRun(this.lead)];
    this.lead = undefined;
    const left = (this.options.indent ?? 0) + (this.paragraph.indent ?? 0);
    return new Paragraph({
      children: [...lead, ...children],
      ...(this.paragraph.alignment ? { alignment: this.paragraph.alignment } : {}),
      ...(left > 0 ? { indent: { left } } : {}),
    });
  }

  private flush() {
    if (this.runs.length > 0) this.blocks.push(this.paragraphOf(this.runs));
    this.runs = [];
  }

  private node(node: ChildNode, run: Run) {
    if (node.type === 'text') {
      const text = documentText(node.data);
      if (text.trim() !== '' || this.runs.length > 0) this.runs.push(new TextRun({ ...run, text }));
      return;
    }
    if (node.type !== 'tag') return;
    const name = node.name;
    if (name === 'br') this.runs.push(new TextRun({ ...run, break: 1 }));
    else if (name === 'img') this.image(node, run);
    else if (name === 'table') this.table(node, run);
    else if (name === 'ol' || name === 'ul') this.list(node, run);
    else if (BLOCKS.has(name)) this.block(node, run);
    else this.write(node.children, { ...run, ...INLINE_STYLE[name] });
  }

  private block(element: Element, run: Run, prefix?: string) {
    this.flush();
    const outer = this.paragraph;
    const heading = /^h[1-4]$/.test(element.name);
    this.paragraph = {
      ...(alignmentOf(element) ? { alignment: alignmentOf(element) } : {}),
      ...(element.name === 'blockquote' ? { indent: 420 } : outer.indent ? { indent: outer.indent } : {}),
    };
    if (prefix) this.runs.push(new TextRun({ ...run, text: prefix }));
    this.write(element.children, heading ? { ...run, bold: true } : run);
    this.flush();
    this.paragraph = outer;
  }

  private list(element: Element, run: Run) {
    let number = 0;
    const outer = this.paragraph;
    this.paragraph = { indent: (outer.indent ?? 0) + 360 };
    for (const item of element.children) {
      if (item.type !== 'tag' || item.name !== 'li') continue;
      const bullet = element.name === 'ul' || item.attribs['data-list'] === 'bullet';
      number += bullet ? 0 : 1;
      this.block(item, run, bullet ? '• ' : `${number}. `);
    }
    this.paragraph = outer;
  }

  private image(element: Element, run: Run) {
    const image = this.options.images[element.attribs.src ?? ''];
    if (!image) {
      this.runs.push(new TextRun({ ...run, text: IMAGE_NOT_EMBEDDED }));
      return;
    }
    this.runs.push(
      new ImageRun({
        type: image.type,
        data: image.data,
        transformation: drawnSize(image, element, this.options.maxImageWidth),
        altText: { name: 'image', description: element.attribs.alt ?? '', title: element.attribs.alt ?? '' },
      }),
    );
  }

  private table(element: Element, run: Run) {
    this.flush();
    const rows: TableRow[] = [];
    const visit = (nodes: ChildNode[]) => {
      for (const node of nodes) {
        if (node.type !== 'tag') continue;
        if (node.name === 'tr') rows.push(this.row(node, run));
        else if (node.name === 'thead' || node.name === 'tbody') visit(node.children);
      }
    };
    visit(element.children);
    if (rows.length > 0)
      this.blocks.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }));
  }

  private row(tr: Element, run: Run) {
    const cells = tr.children.filter(
      (c): c is Element => c.type === 'tag' && (c.name === 'td' || c.name === 'th'),
    );
    return new TableRow({
      children: cells.map((cell) => {
        const writer = new RichTextWriter({ ...this.options, lead: undefined, indent: 0 });
        writer.write(cell.children, cell.name === 'th' ? { ...run, bold: true } : run);
        const blocks = writer.finish();
        return new TableCell({ children: blocks.length > 0 ? blocks : [new Paragraph('')] });
      }),
    });
  }
}

/** The blocks Word shows for one field of rich text; an empty field gives one paragraph (with the lead). */
export function richTextBlocks(html: string, options: RichTextOptions): DocxBlock[] {
  const writer = new RichTextWriter(options);
  writer.write(parseDocument(html).children, {});
  const blocks = writer.finish();
  return blocks.length > 0 ? blocks : [new Paragraph(options.lead ?? '')];
}

/** The addresses of the images a piece of rich text shows. */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      if (node.name === 'img' && node.attribs.src) sources.push(node.attribs.src);
      visit(node.children);
    }
  };
  visit(parseDocument(html).children);
  return sources;
}
