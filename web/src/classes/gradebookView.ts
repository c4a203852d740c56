import type { GradebookItemKind, GradebookQuery } from '../generated/graphql';

export type Book = NonNullable<GradebookQuery['gradebook']>;
export type BookItem = Book['items'][number];
export type BookStudent = Book['students'][number];

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

const collator = new Intl.Collator('zh-CN');

/** What a cell sorts by: graded work by its value, then waiting, then nothing submitted. */
function cellRank(s: BookStudent, i: number): number {
  const status = s.statuses[i];
  if (status === 'GRADED') return s.values[i] ?? 0;
  if (status === 'WAITING') return -1;
  if (status === 'HIDDEN') return -2;
  return -3;
}

/** The columns (item indexes) and rows (student indexes) the tab shows under its filters and sort. */
export function viewOf(book: Book, view: View): { columns: number[]; rows: number[] } {
  const columns = book.items.flatMap((item, i) => (view.kind && item.kind !== view.kind ? [] : [i]));
  const needle = view.student.trim();
  const rows = book.students.flatMap((s, i) =>
    needle && !s.nickname.includes(needle) && !s.mobile.includes(needle) ? [] : [i],
  );
  const { key, dir } = view.sort;
  const students = book.students;
  const compare =
    key === 'name'
      ? (a: number, b: number) =>
          collator.compare((students[a] as BookStudent).nickname, (students[b] as BookStudent).nickname)
      : key === 'average'
        ? (a: number, b: number) =>
            ((students[a] as BookStudent).average ?? -1) - ((students[b] as BookStudent).average ?? -1)
        : (a: number, b: number) =>
            cellRank(students[a] as BookStudent, key) - cellRank(students[b] as BookStudent, key);
  rows.sort((a, b) => dir * compare(a, b) || a - b);
  return { columns, rows };
}
