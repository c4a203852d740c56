import type { QuestionDraft, SubQuestion } from '@school/machines';
import type { PlannedCommand } from '../demo/plan';
import type { KnowledgePoint } from './knowledgePoints';

/** Knowledge points by subject (GET ques/point): subjects at the top, topics below. */
const POINTS: Record<string, string[]> = {
  数学: ['有理数', '整式的加减', '一元一次方程', '三角形', '函数'],
  语文: ['现代文阅读', '古诗文', '文言文', '作文'],
  英语: ['词汇', '语法', '阅读理解'],
  物理: ['力学', '电学', '光学'],
  化学: ['化学方程式', '物质的分类'],
};

export function knowledgePoints(): KnowledgePoint[] {
  const points: KnowledgePoint[] = [];
  let id = 0;
  for (const [s, [subject, topics]] of Object.entries(POINTS).entries()) {
    const parentId = ++id;
    points.push({ id: parentId, name: subject, parentId: 0, sort: s + 1 });
    for (const [t, topic] of topics.entries()) points.push({ id: ++id, name: topic, parentId, sort: t + 1 });
  }
  return points;
}

const p = (text: string) => `<p>${text}</p>`;
const options = (contents: string[], right: number[]) =>
  contents.map((c, i) => ({ id: i + 1, content: p(c), isRight: right.includes(i) }));
const draft = (d: Partial<QuestionDraft> & Pick<QuestionDraft, 'quesType' | 'stem'>): QuestionDraft => ({
  options: [],
  rightAnswer: '',
  analysis: '',
  facilityValue: 3,
  remark: '',
  items: [],
  pointIds: [],
  ...d,
});
const sub = (d: Partial<SubQuestion> & Pick<SubQuestion, 'quesType' | 'stem'>): SubQuestion => ({
  id: 0,
  options: [],
  rightAnswer: '',
  analysis: '',
  ...d,
});

/** One question of every bank type; the shared bank and each demo owner get their own copies. */
function sampleQuestions(label: string): QuestionDraft[] {
  return [
    draft({
      quesType: 1,
      stem: p(`${label}：−3 的相反数是（　）`),
      options: options(['3', '−3', '1/3', '−1/3'], [0]),
      analysis: p('只有符号不同的两个数互为相反数。'),
      facilityValue: 1,
      pointIds: [2],
      remark: '基础题',
    }),
    draft({
      quesType: 2,
      stem: p(`${label}：三角形的内角和是 180°。`),
      options: options(['正确', '错误'], [0]),
      facilityValue: 2,
      pointIds: [5],
    }),
    draft({
      quesType: 3,
      stem: p(`${label}：下列各数中，是负数的有（　）`),
      options: options(['−2', '0', '−0.5', '3'], [0, 2]),
      analysis: p('小于 0 的数是负数，0 既不是正数也不是负数。'),
      facilityValue: 2,
      pointIds: [2],
    }),
    draft({
      quesType: 4,
      stem: p(`${label}：下列属于古诗文体裁的是（　）`),
      options: options(['律诗', '绝句', '小说', '词'], [0, 1, 3]),
      facilityValue: 3,
      pointIds: [9],
    }),
    draft({
      quesType: 5,
      stem: p(`${label}：简述牛顿第一定律的内容。`),
      rightAnswer: p('一切物体在没有受到力的作用时，总保持静止状态或匀速直线运动状态。'),
      analysis: p('也称惯性定律。'),
      facilityValue: 4,
      pointIds: [17],
    }),
    draft({
      quesType: 6,
      stem: p(`${label}：阅读材料：小明从家出发，以每小时 4 千米的速度步行去学校，用时半小时。`),
      facilityValue: 3,
      items: [
        sub({
          quesType: 1,
          stem: p('小明家到学校的距离是（　）'),
          options: options(['1 千米', '2 千米', '4 千米', '8 千米'], [1]),
        }),
        sub({ quesType: 5, stem: p('若速度提高到每小时 6 千米，需要多少分钟？'), rightAnswer: p('20 分钟') }),
      ],
      pointIds: [4],
      remark: '应用题',
    }),
  ];
}

/**
 * The question bank of the demo school, as commands: the knowledge points, then for the shared
 * bank and each demo owner one question of every type, numbered from 1 (the seed moves the
 * question sequence past them).
 */
export function planQuestionBank(owners: readonly number[], now: number): PlannedCommand[] {
  const plan: PlannedCommand[] = knowledgePoints().map((point) => ({
    stream: 'knowledgePoints',
    id: 1,
    command: { type: 'AddKnowledgePoint', data: point },
  }));
  let next = 1;
  const banks = [
    { ownerId: 0, isPublic: true, label: '公共题库' },
    ...owners.map((ownerId) => ({ ownerId, isPublic: false, label: '示例' })),
  ];
  for (const bank of banks) {
    for (const question of sampleQuestions(bank.label)) {
      const count = 1 + question.items.length;
      const id = next;
      next += count;
      const items = question.items.map((item, i) => ({ ...item, id: id + 1 + i }));
      plan.push({
        stream: 'question',
        id,
        command: {
          type: 'AddQuestion',
          data: {
            id,
            ownerId: bank.ownerId,
            isPublic: bank.isPublic,
            question: { ...question, items },
            source: 'seed',
            now,
          },
        },
      });
    }
  }
  return plan;
}
