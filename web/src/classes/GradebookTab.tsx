import { useApolloClient, useMutation } from '@apollo/client/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { GradebookItemKind } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { ExportButton } from '../shared/ui/ExportButton';
import { PageLoading } from '../shared/ui/PageLoading';
import { exportGradebookMutation } from './gradebookOperations';
import { type GradebookAnswer, gradebookAnswer } from './gradebookRequest';
import {
  type Book,
  type BookItem,
  type BookStudent,
  bookOf,
  type CellMark,
  cellShown,
  figureText,
  itemAverageText,
  type Sort,
  type SortKey,
  viewOf,
} from './gradebookView';
import './gradebook.css';
import { t } from './i18n/zh-CN';

const ROW = 36;
const HEAD = 72;
const FOOT = 36;
const NAME = 168;
const AVERAGE = 84;
const CELL = 136;

const KINDS: { label: string; value: GradebookItemKind | null }[] = [
  { label: t('allItems'), value: null },
  { label: t('homework'), value: 'HOMEWORK' },
  { label: t('exams'), value: 'EXAM' },
];

const MARK_CLASS: Record<CellMark, string> = {
  waitingMark: 'gradebook__mark gradebook__mark--waiting',
  notSubmittedMark: 'gradebook__mark gradebook__mark--missing',
  anonymousMark: 'gradebook__mark',
};

/** What a cell shows: the score (or rate), or its status mark, and 迟交 when late. */
function CellText({ s, i, item }: { s: BookStudent; i: number; item: BookItem }) {
  const shown = cellShown(s, i, item);
  return (
    <>
      {'figure' in shown ? shown.figure : <span className={MARK_CLASS[shown.mark]}>{t(shown.mark)}</span>}
      {shown.late && <span className="gradebook__late">{t('late')}</span>}
    </>
  );
}

/**
 * A class's gradebook (成绩册): students × homework and exams, a score or rate per cell with status
 * marks, each student's average and each item's figures (as the homework detail and the exam's
 * statistics give them); sorted by any column, filtered by student and item type, with a sticky header
 * and first column. Rows and columns are virtualised, so a class of thousands stays smooth.
 */
export function GradebookTab({ classId }: { classId: string }) {
  const client = useApolloClient();
  const [state, setState] = useState<{ classId: string; answer?: GradebookAnswer; error?: unknown }>();
  useEffect(() => {
    let shown = true;
    gradebookAnswer(client, classId).then(
      (answer) => shown && setState({ classId, answer }),
      (error: unknown) => shown && setState({ classId, error }),
    );
    return () => {
      shown = false;
    };
  }, [client, classId]);
  const answer = state?.classId === classId ? state.answer : undefined;
  const book = useMemo(() => (answer ? bookOf(answer) : undefined), [answer]);
  if (!book && (!state || state.classId !== classId)) return <PageLoading />;
  if (!book) return <Message severity="error" text={errorMessage(state?.error)} />;
  return <GradebookGrid book={book} />;
}

function GradebookGrid({ book }: { book: Book }) {
  const navigateTo = useNavigateTo();
  const [kind, setKind] = useState<GradebookItemKind | null>(null);
  const [student, setStudent] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 1 });
  const [exportBook] = useMutation(exportGradebookMutation);
  const deferredStudent = useDeferredValue(student);
  const { columns, rows } = useMemo(
    () => viewOf(book, { kind, student: deferredStudent, sort }),
    [book, kind, deferredStudent, sort],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const rowV = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  const colV = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CELL,
    overscan: 3,
  });
  const left = NAME + AVERAGE;
  const width = left + colV.getTotalSize();
  const height = HEAD + rowV.getTotalSize() + FOOT;
  const sortBy = (key: SortKey) =>
    setSort((s) => ({ key, dir: s.key === key ? (s.dir === 1 ? -1 : 1) : key === 'name' ? 1 : -1 }));
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined;
  const open = (s: BookStudent, i: number) => {
    const item = book.items[i] as BookItem;
    const report = s.reportIds[i];
    const status = s.statuses[i];
    if (!report || (status !== 'GRADED' && status !== 'WAITING')) return undefined;
    const reportId = Number(report);
    if (item.kind === 'EXAM')
      return () =>
        status === 'WAITING'
          ? navigateTo('ExamPaperApprove', { report_id: reportId })
          : navigateTo('ExamPaperApproveView', { report_id: reportId });
    const classId = Number(book.classId);
    return () =>
      status === 'WAITING'
        ? navigateTo('HomeworkApprove', { report_id: reportId, class_id: classId })
        : navigateTo('HomeworkApproveView', { report_id: reportId, class_id: classId });
  };
  const virtualColumns = colV.getVirtualItems();

  return (
    <section className="gradebook" aria-label={t('gradebook')}>
      <div className="gradebook__bar">
        <span className="p-input-icon-left">
          <InputText
            value={student}
            onChange={(e) => setStudent(e.target.value)}
            placeholder={t('searchStudent')}
            aria-label={t('searchStudent')}
          />
        </span>
        <Dropdown
          value={kind}
          options={KINDS}
          onChange={(e) => setKind(e.value)}
          aria-label={t('itemType')}
          placeholder={t('allItems')}
          className="gradebook__kind"
        />
        <span className="gradebook__count">
          {t('studentsShown', { n: rows.length, total: book.students.length })}
        </span>
        <ExportButton
          produce={async () =>
            (
              await exportBook({
                variables: { classId: book.classId, kind, student: student.trim() || null },
              })
            ).data?.exportGradebook
          }
        />
      </div>
      {book.items.length === 0 ? (
        <p className="gradebook__empty">{t('noHomeworkOrExamYet')}</p>
      ) : (
        <div ref={scroller} className="gradebook__scroller">
          <table
            className="gradebook__table"
            aria-label={t('gradebook')}
            aria-rowcount={rows.length + 2}
            aria-colcount={columns.length + 2}
            style={{ width, height }}
          >
            <thead className="gradebook__head" style={{ width, height: HEAD }}>
              <tr aria-rowindex={1}>
                <th className="gradebook__corner" aria-sort={ariaSort('name')} style={{ width: NAME }}>
                  <button type="button" onClick={() => sortBy('name')}>
                    {t('student')} {sortIcon(sort, 'name')}
                  </button>
                </th>
                <th
                  className="gradebook__corner gradebook__corner--average"
                  aria-sort={ariaSort('average')}
                  style={{ width: AVERAGE, left: NAME }}
                >
                  <button type="button" onClick={() => sortBy('average')} title={t('averageTip')}>
                    {t('average')} {sortIcon(sort, 'average')}
                  </button>
                </th>
                {virtualColumns.map((c) => {
                  const i = columns[c.index] as number;
                  const item = book.items[i] as BookItem;
                  return (
                    <th
                      key={item.key}
                      className="gradebook__colhead"
                      aria-sort={ariaSort(i)}
                      data-item={item.key}
                      style={{ left: left + c.start, width: c.size }}
                    >
                      <button type="button" onClick={() => sortBy(i)} title={item.name}>
                        <span className="gradebook__itemname">{item.name}</span>
                        {sortIcon(sort, i)}
                      </button>
                      <span className="gradebook__itemfigures" data-testid={`figures-${item.key}`}>
                        <span className="gradebook__kindtag">
                          {item.kind === 'EXAM' ? t('exam') : t('homeworkShort')}
                        </span>
                        {t('submittedOf', { submitted: item.submitted, total: item.total })}
                        {item.waiting > 0 && ` · ${t('waitingN', { n: item.waiting })}`}
                      </span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody style={{ height: rowV.getTotalSize() }}>
              {rowV.getVirtualItems().map((r) => {
                const s = book.students[rows[r.index] as number] as BookStudent;
                return (
                  <tr
                    key={s.id}
                    className="gradebook__row"
                    aria-rowindex={r.index + 2}
                    data-student={s.id}
                    style={{ top: HEAD + r.start, width, height: ROW }}
                  >
                    <th className="gradebook__name" scope="row" style={{ width: NAME }} title={s.mobile}>
                      {s.nickname}
                    </th>
                    <td className="gradebook__average" style={{ width: AVERAGE, left: NAME }}>
                      {figureText(s.average, '%')}
                    </td>
                    {virtualColumns.map((c) => {
                      const i = columns[c.index] as number;
                      const item = book.items[i] as BookItem;
                      const onOpen = open(s, i);
                      return (
                        <td
                          key={item.key}
                          className={`gradebook__cell gradebook__cell--${s.statuses[i]?.toLowerCase()}`}
                          data-item={item.key}
                          style={{ left: left + c.start, width: c.size }}
                        >
                          {onOpen ? (
                            <button type="button" onClick={onOpen} aria-label={`${s.nickname} ${item.name}`}>
                              <CellText s={s} i={i} item={item} />
                            </button>
                          ) : (
                            <CellText s={s} i={i} item={item} />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
            <tfoot className="gradebook__foot" style={{ width, height: FOOT }}>
              <tr aria-rowindex={rows.length + 2}>
                <th className="gradebook__corner" scope="row" style={{ width: NAME + AVERAGE }}>
                  {t('itemAverage')}
                </th>
                {virtualColumns.map((c) => {
                  const i = columns[c.index] as number;
                  const item = book.items[i] as BookItem;
                  return (
                    <td
                      key={item.key}
                      className="gradebook__cell gradebook__cell--foot"
                      data-testid={`average-${item.key}`}
                      style={{ left: left + c.start, width: c.size }}
                    >
                      {itemAverageText(item)}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

function sortIcon(sort: Sort, key: SortKey) {
  if (sort.key !== key) return <i className="pi pi-sort-alt gradebook__sorticon" aria-hidden="true" />;
  return (
    <i
      className={`pi ${sort.dir === 1 ? 'pi-sort-amount-up-alt' : 'pi-sort-amount-down'} gradebook__sorticon is-active`}
      aria-hidden="true"
    />
  );
}
