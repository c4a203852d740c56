import type { ExportSheet } from '../exports/index';
import { CELL_STATUS, type Gradebook } from './queries';

export interface GradebookView {
  /** Only homework or only exams; both when absent. */
  kind?: 'homework' | 'exam' | undefined;
  /** Students whose name or mobile contains it. */
  student?: string | undefined;
}

const STATUS_TEXT: Record<number, string> = {
  0: '匿名批改中',
  [CELL_STATUS.notSubmitted]: '未提交',
  [CELL_STATUS.waiting]: '待批改',
  [CELL_STATUS.graded]: '已批改',
};

/** The rows and columns the gradebook tab shows under the same filters. */
export function gradebookView(book: Gradebook, view: GradebookView) {
  const columns = book.items.flatMap((item, i) =>
    view.kind && item.kind !== view.kind ? [] : [{ item, i }],
  );
  const needle = view.student?.trim();
  const students = needle
    ? book.students.filter((s) => s.nickname.includes(needle) || s.mobile.includes(needle))
    : book.students;
  return { columns, students };
}

/**
 * The gradebook as two sheets with the tab's columns: 成绩 (scores as numbers, rates as percentages,
 * empty where nothing is graded) and 状态 (each cell's status mark in words).
 */
export function gradebookSheets(book: Gradebook, view: GradebookView): ExportSheet[] {
  const { columns, students } = gradebookView(book, view);
  const studentColumns = [
    { header: '学员', key: 'nickname', kind: 'text' as const },
    { header: '手机号', key: 'mobile', kind: 'text' as const },
  ];
  const header = (item: Gradebook['items'][number]) =>
    `${item.kind === 'exam' ? '考试' : '作业'}：${item.name}${item.is_set_score === 2 ? `（${item.full_score}分）` : '（正确率）'}`;
  const scores: ExportSheet = {
    name: `${book.class_name}成绩`,
    fallbackName: '成绩',
    columns: [
      ...studentColumns,
      { header: '平均正确率', key: 'average', kind: 'percent' },
      ...columns.map(({ item }) => ({
        header: header(item),
        key: item.key,
        kind: item.is_set_score === 2 ? ('decimal' as const) : ('percent' as const),
      })),
    ],
    rows: students.map((s) => ({
      nickname: s.nickname,
      mobile: s.mobile,
      average: s.average,
      ...Object.fromEntries(columns.map(({ item, i }) => [item.key, s.value[i] ?? null])),
    })),
  };
  const marks: ExportSheet = {
    name: `${book.class_name}状态`,
    fallbackName: '状态',
    columns: [
      ...studentColumns,
      ...columns.map(({ item }) => ({ header: header(item), key: item.key, kind: 'text' as const })),
    ],
    rows: students.map((s) => ({
      nickname: s.nickname,
      mobile: s.mobile,
      ...Object.fromEntries(
        columns.map(({ item, i }) => [
          item.key,
          `${STATUS_TEXT[s.status[i] ?? CELL_STATUS.notSubmitted]}${s.late[i] ? '（迟交）' : ''}`,
        ]),
      ),
    })),
  };
  return [scores, marks];
}
