import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import type { PaperItem } from '../summary';
import { buildPaperDocx } from './paperDocument';
import { paperQuestions } from './paperExport';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAAAAACZliEAAAAAVElEQVR42s3TMRbAIAgD0H//S9vNxQqmg68ZwfASDEYIVwl63Jb0naDoq8c4lWTbVUmVyBX709hb5u0Is26cSuL9fWF6DVW/VunHCaMhDZ+/30OFB9XNMQjdR7qrAAAAAElFTkSuQmCC',
  'base64',
);
const IMAGE = `/api/files/${'a'.repeat(64)}.png`;

const item = (over: Partial<PaperItem>): PaperItem => ({
  quesId: 1,
  quesType: 1,
  optionIds: [1, 2],
  rightIds: [2],
  score: 5,
  sort: 1,
  stem: '<p>H<sub>2</sub>O 中氢原子的个数</p>',
  options: [
    { id: 1, content: '<p>1</p>', is_right: 2 },
    { id: 2, content: '<p>2</p>', is_right: 1 },
  ],
  analysis: '<p>下标表示个数</p>',
  rightAnswer: '',
  parentId: 9,
  parentStem: `<p>x<sup>2</sup></p><p><img src="${IMAGE}"></p><table><tr><td>物质</td><td>化学式</td></tr></table>`,
  ...over,
});

const ITEMS = [
  item({}),
  item({ quesId: 2, quesType: 5, options: [], rightIds: [], rightAnswer: '<p>氢和氧</p>', analysis: '' }),
  item({ quesId: 3, parentId: null, parentStem: null, stem: '<p>单独一题</p>' }),
];

async function html(version: 'teacher' | 'student') {
  const bytes = await buildPaperDocx({
    title: '水的组成',
    summary: '共3题',
    questions: paperQuestions(ITEMS, true, version),
    images: { [IMAGE]: { type: 'png', data: new Uint8Array(PNG), width: 48, height: 24 } },
  });
  return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
}

describe('the paper .docx keeps what the rich text shows', () => {
  it('images, tables, sub- and superscript', async () => {
    const doc = await html('teacher');
    expect(doc).toContain('H<sub>2</sub>O');
    expect(doc).toContain('x<sup>2</sup>');
    expect(doc).toMatch(/<img src="data:image\/png;base64,/);
    expect(doc).toMatch(/<table>.*<td><p>物质<\/p><\/td><td><p>化学式<\/p><\/td>.*<\/table>/);
  });

  it('a material question is one question: its material once, its sub-questions numbered under it', async () => {
    const doc = await html('teacher');
    expect(doc.match(/物质/g)).toHaveLength(1);
    expect(doc).toMatch(/第1题（材料题，共10分）.*（1）单选题，5分.*（2）简答题，5分.*第2题（单选题，5分）/);
  });

  it('the teacher version has answers and analysis; the student version has neither', async () => {
    const teacher = await html('teacher');
    expect(teacher).toMatch(/参考答案：.*B/);
    expect(teacher).toContain('氢和氧');
    expect(teacher).toContain('暂无解析');
    const student = await html('student');
    expect(student).toContain('H<sub>2</sub>O');
    for (const shown of ['参考答案', '解析', '氢和氧', '下标表示个数']) expect(student).not.toContain(shown);
  });
});
