import { durationText } from '@school/machines';
import type { ExamPaperPreviewQuery } from '../generated/graphql';
import { examTypeName } from '../shared/question/questionTypes';
import { t } from './i18n/zh-CN';

export type PaperPreview = NonNullable<ExamPaperPreviewQuery['examPaperPreview']>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The paper's print style: A4, the school's fonts, answers set apart. */
export const PAPER_CSS = `
body { font-family: "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", sans-serif; color: #1f2933; font-size: 14px; line-height: 1.7; }
h1 { text-align: center; font-size: 24px; margin: 0 0 6px; }
.meta { text-align: center; color: #52606d; margin: 0 0 18px; }
h2 { font-size: 17px; margin: 22px 0 4px; border-bottom: 1px solid #cbd2d9; padding-bottom: 4px; }
.intro { color: #52606d; margin: 0 0 8px; }
.question { margin: 12px 0; break-inside: avoid; }
.head { font-weight: 600; }
.head .type { color: #52606d; font-weight: 400; margin-left: 6px; }
.stem p { margin: 2px 0; }
ol.options { list-style: none; padding: 0; margin: 4px 0 0 18px; }
ol.options li { display: flex; gap: 6px; }
ol.options li p { margin: 0; }
.blank { display: inline-block; min-width: 80px; border-bottom: 1px solid #1f2933; }
.answer { margin: 6px 0 0 18px; padding: 6px 10px; background: #f0f4f8; border-left: 3px solid #3e7bfa; }
.answer p { margin: 2px 0; }
img { max-width: 100%; }
`;

/**
 * The paper as one HTML document for the PDF: every question (not only those scrolled into view),
 * with the answers when 显示答案 is on. Plain text is escaped; rich text comes sanitised by the server.
 */
export function paperHtml(p: PaperPreview, showAnswers: boolean): string {
  const parts = [
    `<h1>${escapeText(p.name)}</h1>`,
    t('pClassMetaFullMarks', {
      score: p.score,
      passScore: p.passScore,
      limitTime: durationText(p.limitTime),
      questionNum: p.questionNum,
    }),
  ];
  for (const s of p.sections) {
    parts.push(`<h2>${escapeText(s.name)}</h2>`);
    if (s.introduce) parts.push(`<p class="intro">${escapeText(s.introduce)}</p>`);
    for (const q of s.questions) {
      parts.push('<div class="question">');
      parts.push(
        t('divClassHeadSpanClass', { number: q.number, quesType: examTypeName(q.quesType), score: q.score }),
      );
      parts.push(`<div class="stem">${q.stem}</div>`);
      if (q.options.length > 0)
        parts.push(
          `<ol class="options">${q.options.map((o, i) => `<li><span>${LETTERS[i]}.</span>${o.content}</li>`).join('')}</ol>`,
        );
      if (showAnswers)
        parts.push(
          t('divClassAnswerPB', {
            value: q.rightAnswer || t('omitted'),
            value2: q.analysis || t('pNoAnalysisP'),
          }),
        );
      parts.push('</div>');
    }
  }
  return parts.join('');
}

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * The renderer loads nothing that is not inline, so the paper's own images (served by this product)
 * travel as data URLs; an image that cannot be read is left out.
 */
export async function inlineImages(html: string): Promise<string> {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const img of [...doc.querySelectorAll('img')]) {
    const src = img.getAttribute('src') ?? '';
    if (src.startsWith('data:')) continue;
    try {
      const url = new URL(src, window.location.href);
      if (url.origin !== window.location.origin) throw new Error('not ours');
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      img.setAttribute('src', await toDataUrl(await res.blob()));
    } catch {
      img.remove();
    }
  }
  return doc.body.innerHTML;
}
