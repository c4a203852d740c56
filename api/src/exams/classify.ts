/**
 * The exam classification tree (`lector/teacher/testClassify`, `assistants/testClassify`). The spec
 * shows the tree but no screen that edits it: the school's classifications are fixed here
 * (docs/decisions.md, section exams).
 */
/** A classification of the second level: it has no children. */
export interface ExamClassifyLeaf {
  id: number;
  name: string;
  parent_id: number;
  children: [];
}

/** A top classification and its children: the tree has two levels. */
export interface ExamClassify extends Omit<ExamClassifyLeaf, 'children'> {
  children: ExamClassifyLeaf[];
}

/** Either level, as lookups walk the tree. */
interface ClassifyNode {
  id: number;
  name: string;
  parent_id: number;
  children: readonly ClassifyNode[];
}

const leaf = (id: number, name: string, parent_id: number): ExamClassifyLeaf => ({
  id,
  name,
  parent_id,
  children: [],
});
const node = (id: number, name: string, children: ExamClassifyLeaf[] = []): ExamClassify => ({
  id,
  name,
  parent_id: 0,
  children,
});

export const EXAM_CLASSIFY_TREE: readonly ExamClassify[] = [
  node(1, '单元测验'),
  node(2, '月考'),
  node(3, '期中考试'),
  node(4, '期末考试'),
  node(5, '模拟考试', [leaf(6, '中考模拟', 5), leaf(7, '高考模拟', 5)]),
];

const flatten = (nodes: readonly ClassifyNode[]): ClassifyNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** A classification by id, or undefined. */
export const findClassify = (id: number) => flatten(EXAM_CLASSIFY_TREE).find((n) => n.id === id);

/** A classification and its descendants: filtering by a parent finds the exams of its children too. */
export const classifyWithDescendants = (id: number): number[] => {
  const found = findClassify(id);
  return found ? flatten([found]).map((n) => n.id) : [id];
};
