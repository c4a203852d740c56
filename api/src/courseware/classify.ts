/**
 * Courseware categories (`courseWareClassify`). The spec shows the category field but no screen that
 * edits the list, so the school's categories are fixed here (docs/decisions.md, Courseware).
 */
export interface CoursewareClassify {
  id: number;
  name: string;
  parent_id: number;
  children: CoursewareClassify[];
}

const node = (id: number, name: string, parent_id = 0, children: CoursewareClassify[] = []) => ({
  id,
  name,
  parent_id,
  children,
});

export const COURSEWARE_CLASSIFY_TREE: readonly CoursewareClassify[] = [
  node(1, '课堂讲义'),
  node(2, '练习资料'),
  node(3, '复习资料'),
  node(4, '拓展阅读'),
  node(5, '音视频素材', 0, [node(6, '听力音频', 5), node(7, '教学视频', 5)]),
];

const flatten = (nodes: readonly CoursewareClassify[]): CoursewareClassify[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** A category by id, or undefined. */
export const findClassify = (id: number) => flatten(COURSEWARE_CLASSIFY_TREE).find((n) => n.id === id);

/** A category and its descendants: filtering by a parent finds the courseware of its children too. */
export const classifyWithDescendants = (id: number): number[] => {
  const found = findClassify(id);
  return found ? flatten([found]).map((n) => n.id) : [id];
};

/** Every category's name by id. */
export const CLASSIFY_NAMES: ReadonlyMap<number, string> = new Map(
  flatten(COURSEWARE_CLASSIFY_TREE).map((n) => [n.id, n.name]),
);
