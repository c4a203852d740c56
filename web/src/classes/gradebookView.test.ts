import { describe, expect, it } from 'vitest';
import {
  type Book,
  type BookItem,
  type BookStudent,
  cellShown,
  itemAverageText,
  viewOf,
} from './gradebookView';

const item = (over: Partial<BookItem> & Pick<BookItem, 'key' | 'kind' | 'scored'>): BookItem => ({
  id: over.key.split('-')[1] as string,
  name: over.key,
  fullScore: 100,
  deadline: null,
  namesHidden: false,
  total: 4,
  submitted: 3,
  graded: 2,
  waiting: 1,
  submitRate: 75,
  averageScore: null,
  correctRate: null,
  ...over,
});

const student = (
  id: string,
  nickname: string,
  average: number | null,
  cells: [BookStudent['statuses'][number], number | null, boolean][],
): BookStudent => ({
  id,
  nickname,
  mobile: `1390000000${id}`,
  average,
  statuses: cells.map((c) => c[0]),
  values: cells.map((c) => c[1]),
  reportIds: cells.map((c, i) => (c[0] === 'NOT_SUBMITTED' ? null : `${id}${i}`)),
  late: cells.map((c) => c[2]),
});

/** Two homework (one scored, one unscored) and an exam, four students with every kind of cell. */
const book: Book = {
  classId: '1',
  className: '一年级1班',
  items: [
    item({
      key: 'homework-1',
      kind: 'HOMEWORK',
      scored: true,
      fullScore: 120,
      averageScore: 99,
      correctRate: 82.5,
    }),
    item({ key: 'homework-2', kind: 'HOMEWORK', scored: false, averageScore: null, correctRate: 60 }),
    item({ key: 'exam-1', kind: 'EXAM', scored: true, fullScore: 10 }),
  ],
  students: [
    student('1', '张三', 70, [
      ['GRADED', 90, false],
      ['GRADED', 50, true],
      ['NOT_SUBMITTED', null, false],
    ]),
    student('2', '李四', null, [
      ['WAITING', null, true],
      ['NOT_SUBMITTED', null, false],
      ['WAITING', null, false],
    ]),
    student('3', '王五', 75, [
      ['GRADED', 75, false],
      ['GRADED', 70, false],
      ['GRADED', 8, false],
    ]),
    student('4', '赵六', 20, [
      ['NOT_SUBMITTED', null, false],
      ['HIDDEN', null, false],
      ['GRADED', 2, true],
    ]),
  ],
};

const names = (rows: number[]) => rows.map((r) => book.students[r]?.nickname);
const all = { kind: null, student: '' } as const;

describe('gradebook view: sort by any column', () => {
  it('sorts by name in Chinese order, both ways', () => {
    expect(names(viewOf(book, { ...all, sort: { key: 'name', dir: 1 } }).rows)).toEqual([
      '李四',
      '王五',
      '张三',
      '赵六',
    ]);
    expect(names(viewOf(book, { ...all, sort: { key: 'name', dir: -1 } }).rows)).toEqual([
      '赵六',
      '张三',
      '王五',
      '李四',
    ]);
  });

  it('keeps students of one name in the book’s order both ways, and sorts a filtered book the same', () => {
    const twins: Book = {
      ...book,
      students: [
        student('1', '王五', null, []),
        student('2', '李四', null, []),
        student('3', '王五', null, []),
        student('4', '李四', null, []),
      ],
    };
    const ids = (rows: number[]) => rows.map((r) => twins.students[r]?.id);
    expect(ids(viewOf(twins, { ...all, sort: { key: 'name', dir: 1 } }).rows)).toEqual(['2', '4', '1', '3']);
    expect(ids(viewOf(twins, { ...all, sort: { key: 'name', dir: -1 } }).rows)).toEqual(['1', '3', '2', '4']);
    expect(
      ids(viewOf(twins, { kind: null, student: '0000000', sort: { key: 'name', dir: -1 } }).rows),
    ).toEqual(['1', '3', '2', '4']);
  });

  it('sorts by the student’s average, a student with nothing graded below every figure', () => {
    expect(names(viewOf(book, { ...all, sort: { key: 'average', dir: -1 } }).rows)).toEqual([
      '王五',
      '张三',
      '赵六',
      '李四',
    ]);
  });

  it('sorts an item by its figure, then waiting, then hidden, then not submitted', () => {
    expect(names(viewOf(book, { ...all, sort: { key: 0, dir: -1 } }).rows)).toEqual([
      '张三',
      '王五',
      '李四',
      '赵六',
    ]);
    expect(names(viewOf(book, { ...all, sort: { key: 1, dir: 1 } }).rows)).toEqual([
      '李四',
      '赵六',
      '张三',
      '王五',
    ]);
  });

  it('sorts an exam by its score, both ways', () => {
    expect(viewOf(book, { ...all, sort: { key: 2, dir: 1 } }).rows).toEqual([0, 1, 3, 2]);
    expect(viewOf(book, { ...all, sort: { key: 2, dir: -1 } }).rows).toEqual([2, 3, 1, 0]);
  });
});

describe('gradebook view: filter by student and by item type', () => {
  const sort = { key: 'name', dir: 1 } as const;
  it('keeps the students whose nickname or mobile holds the text, trimmed', () => {
    expect(names(viewOf(book, { kind: null, student: ' 王 ', sort }).rows)).toEqual(['王五']);
    expect(names(viewOf(book, { kind: null, student: '13900000004', sort }).rows)).toEqual(['赵六']);
    expect(viewOf(book, { kind: null, student: '钱七', sort }).rows).toEqual([]);
  });

  it('shows the homework or the exams only, every student still listed', () => {
    expect(viewOf(book, { kind: 'HOMEWORK', student: '', sort })).toMatchObject({ columns: [0, 1] });
    expect(viewOf(book, { kind: 'EXAM', student: '', sort })).toMatchObject({ columns: [2] });
    expect(viewOf(book, { kind: 'EXAM', student: '', sort }).rows).toHaveLength(4);
    expect(viewOf(book, { kind: null, student: '', sort }).columns).toEqual([0, 1, 2]);
  });
});

describe('gradebook view: cells and averages', () => {
  const [zhang, li, , zhao] = book.students as BookStudent[];
  const [scored, unscored, exam] = book.items as BookItem[];
  it('a graded cell is the score of scored work and the rate of unscored work, 迟交 beside it when late', () => {
    expect(cellShown(zhang as BookStudent, 0, scored as BookItem)).toEqual({ figure: '90', late: false });
    expect(cellShown(zhang as BookStudent, 1, unscored as BookItem)).toEqual({ figure: '50%', late: true });
    expect(cellShown(zhao as BookStudent, 2, exam as BookItem)).toEqual({ figure: '2', late: true });
  });

  it('marks work waiting for grading (待批改, late kept), not submitted (未提交) and hidden (匿名批改中)', () => {
    expect(cellShown(li as BookStudent, 0, scored as BookItem)).toEqual({ mark: 'waitingMark', late: true });
    expect(cellShown(li as BookStudent, 1, unscored as BookItem)).toEqual({
      mark: 'notSubmittedMark',
      late: false,
    });
    expect(cellShown(zhao as BookStudent, 1, unscored as BookItem)).toEqual({
      mark: 'anonymousMark',
      late: false,
    });
  });

  it('the footer shows a scored item’s average score, an unscored one’s mean rate, - before any grade', () => {
    expect(itemAverageText(scored as BookItem)).toBe('99');
    expect(itemAverageText(unscored as BookItem)).toBe('60%');
    expect(itemAverageText(exam as BookItem)).toBe('-');
  });
});
