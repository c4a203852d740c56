/**
 * The exam classification tree (`lector/teacher/testClassify`, `assistants/testClassify`). The spec
 * shows the tree but no screen that edits it: the school's classifications are fixed here
 * (docs/decisions.md, section exams).
 */
export interface ExamClassify {
  id: number;
  name: string;
  parent_id: number;
  children: ExamClassify[];
}

const node = (id: number, name: string, parent_id = 0, children: ExamClassify[] = []): ExamClassify => ({
  id,
  name,
  parent_id,
  children,
});

export const EXAM_CLASSIFY_TREE: readonly ExamClassify[] = [
  node(1, '单元测验'),
  node(2, '月考'),
  node(3, '期中考试'),
  node(4, '期末考试'),
  node(5, '模拟考试', 0, [node(6, '中考模拟', 5), node(7, '高考模拟', 5)]),
];

const flatten = (nodes: readonly ExamClassify[]): ExamClassify[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** A classification by id, or undefined. */
export const findClassify = (id: number) => flatten(EXAM_CLASSIFY_TREE).find((n) => n.id === id);

/** A classification and its descendants: filtering by a parent finds the exams of its children too. */
export const classifyWithDescendants = (id: number): number[] => {
  const found = findClassify(id);
  return found ? flatten([found]).map((n) => n.id) : [id];
};
