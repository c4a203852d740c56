import type { GradebookItemKind, GradebookQuery } from '../generated/graphql';

/** A cell's status mark, by the name the schema's `GradebookCellStatus` gives it. */
export type GradebookCellStatus = 'HIDDEN' | 'NOT_SUBMITTED' | 'WAITING' | 'GRADED';

/** The gradebook as the query answers it: each row's cells packed in `cells`. */
export type BookAnswer = NonNullable<GradebookQuery['gradebook']>;
export type BookItem = BookAnswer['items'][number];

/** A row as the tab reads it: its cells by column, unpacked (`bookOf`). */
export interface BookStudent {
  id: string;
  nickname: string;
  mobile: string;
  average: number | null | undefined;
  statuses: GradebookCellStatus[];
  values: (number | null)[];
  reportIds: (string | null)[];
  late: boolean[];
}

export interface Book {
  classId: string;
  className: string;
  items: BookItem[];
  students: BookStudent[];
}

const STATUS: Record<number, GradebookCellStatus> = {
  0: 'HIDDEN',
  1: 'NOT_SUBMITTED',
  2: 'WAITING',
  3: 'GRADED',
};

/** The answer with each row's packed cells read into lists by column (a few ms for 160,000 cells). */
export function bookOf(answer: BookAnswer): Book {
  return {
    classId: answer.classId,
    className: answer.className,
    items: answer.items,
    students: answer.students.map(({ cells, ...s }) => ({
      ...s,
      statuses: cells.status.map((c) => STATUS[c] ?? 'NOT_SUBMITTED'),
      values: cells.value,
      reportIds: cells.report_id.map((r) => (r === null ? null : String(r))),
      late: cells.late.map((l) => l === 1),
    })),
  };
}

/** The column a gradebook is sorted by: the student's name, their average, or an item (by index). */
export type SortKey = 'name' | 'average' | number;
export interface Sort {
  key: SortKey;
  dir: 1 | -1;
}

export interface View {
  kind: GradebookItemKind | null;
  student: string;
  sort: Sort;
}

/** A cell's status mark (its catalogue key), shown in place of a figure. */
export type CellMark = 'waitingMark' | 'notSubmittedMark' | 'anonymousMark';

/** What a cell shows: a figure (graded work) or a mark, and whether the work came in late. */
export type CellShown = { figure: string; late: boolean } | { mark: CellMark; late: boolean };

const collator = new Intl.Collator('zh-CN');

/** A figure as the tab writes it: `-` where there is none. */
export const figureText = (n: number | null | undefined, suffix = '') =>
  n === null || n === undefined ? '-' : `${n}${suffix}`;

/** A cell: the score of scored work, the rate in percent of unscored, or its status mark. */
export function cellShown(s: BookStudent, i: number, item: BookItem): CellShown {
  const status = s.statuses[i];
  const late = s.late[i] === true;
  if (status === 'GRADED') return { figure: figureText(s.values[i], item.scored ? '' : '%'), late };
  if (status === 'WAITING') return { mark: 'waitingMark', late };
  // Anonymous grading tells nobody whose work came in, nor when.
  if (status === 'HIDDEN') return { mark: 'anonymousMark', late: false };
  return { mark: 'notSubmittedMark', late: false };
}

/** The footer's figure of an item: its average score when scored, else its mean rate. */
export const itemAverageText = (item: BookItem) =>
  item.scored ? figureText(item.averageScore) : figureText(item.correctRate, '%');

/** What a cell sorts by: graded work by its value, then waiting, then hidden, then nothing submitted. */
function cellRank(s: BookStudent, i: number): number {
  const status = s.statuses[i];
  if (status === 'GRADED') return s.values[i] ?? 0;
  if (status === 'WAITING') return -1;
  if (status === 'HIDDEN') return -2;
  return -3;
}

const nameRanks = new WeakMap<Book, Int32Array>();

/**
 * Each student's place in the book by name (zh-CN collation; students whose names collate alike share
 * one), worked out once per book: comparing Chinese names through the collator is the costly part of a
 * sort, and every later sort or filter by name reads the ranks instead.
 */
function nameRank(book: Book): Int32Array {
  let ranks = nameRanks.get(book);
  if (ranks) return ranks;
  const students = book.students;
  const order = students.map((_s, i) => i);
  const names = students.map((s) => s.nickname);
  order.sort((a, b) => collator.compare(names[a] as string, names[b] as string) || a - b);
  ranks = new Int32Array(students.length);
  let rank = 0;
  order.forEach((i, k) => {
    if (k > 0 && collator.compare(names[order[k - 1] as number] as string, names[i] as string) !== 0)
      rank = k;
    (ranks as Int32Array)[i] = rank;
  });
  nameRanks.set(book, ranks);
  return ranks;
}

/** How two students (by index) compare under a sort key, ascending. */
function comparer(book: Book, key: SortKey): (a: number, b: number) => number {
  const students = book.students;
  if (key === 'name') {
    const ranks = nameRank(book);
    return (a, b) => (ranks[a] as number) - (ranks[b] as number);
  }
  if (key === 'average')
    return (a, b) =>
      ((students[a] as BookStudent).average ?? -1) - ((students[b] as BookStudent).average ?? -1);
  return (a, b) => cellRank(students[a] as BookStudent, key) - cellRank(students[b] as BookStudent, key);
}

/** The columns (item indexes) and rows (student indexes) the tab shows under its filters and sort. */
export function viewOf(book: Book, view: View): { columns: number[]; rows: number[] } {
  const columns = book.items.flatMap((item, i) => (view.kind && item.kind !== view.kind ? [] : [i]));
  const needle = view.student.trim();
  const students = book.students;
  const rows: number[] = [];
  for (let i = 0; i < students.length; i++) {
    const s = students[i] as BookStudent;
    if (!needle || s.nickname.includes(needle) || s.mobile.includes(needle)) rows.push(i);
  }
  const { key, dir } = view.sort;
  const compare = comparer(book, key);
  rows.sort((a, b) => dir * compare(a, b) || a - b);
  return { columns, rows };
}
