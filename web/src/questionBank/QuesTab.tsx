import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
import type { MyQuestionsQuery, QuestionFilter } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { DifficultyFilter, DifficultyIcons } from '../shared/question/DifficultyIcons';
import { TYPE_CHOICES, typeLabel } from '../shared/question/questionTypes';
import { formatSchoolTime } from '../shared/schoolTime';
import { plainText } from '../shared/text';
import { allowed } from '../shared/ui/ability';
import { deleteConfirmation } from './deleteConfirmation';
import { ImportDialog } from './ImportDialog';
import { ImportPreviewDialog } from './ImportPreviewDialog';
import { myQuestionsQuery } from './operations';
import type { BankNotice } from './useBackToBank';
import { useQuestionBankTab } from './useQuestionBankTab';
import './questionBank.css';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { useListFilter } from '../shared/list/useListFilter';
import { t } from './i18n/zh-CN';

type Row = MyQuestionsQuery['myQuestions']['list'][number];

/** Every filter of the tab, each present (blank when unused). */
type Draft = Required<QuestionFilter>;
const EMPTY_FILTER: Draft = { stem: '', type: null, difficulty: null, remark: '' };

const COLUMNS: ListColumn<Row>[] = [
  { key: 'stem', header: t('stem'), priority: 'fixed', text: (q) => plainText(q.stem) || t('image') },
  { key: 'type', header: t('type'), priority: 'fixed', width: '7rem', text: (q) => typeLabel(q.type) },
  {
    key: 'difficulty',
    header: t('difficulty'),
    priority: 'default',
    width: '7.5rem',
    body: (q) => <DifficultyIcons value={q.difficulty} />,
  },
  { key: 'remark', header: t('notes'), priority: 'default', width: '7rem', text: (q) => q.remark || '-' },
  {
    key: 'updatedAt',
    header: t('updatedAt'),
    priority: 'default',
    width: '8.75rem',
    body: (q) => formatSchoolTime(q.updatedAt),
  },
];

const cleaned = (f: QuestionFilter): QuestionFilter => ({
  stem: f.stem?.trim() || null,
  type: f.type ?? null,
  difficulty: f.difficulty ?? null,
  remark: f.remark?.trim() || null,
});

const FIELDS: FilterField<Draft>[] = [
  { kind: 'text', key: 'stem', label: t('stem') },
  { kind: 'select', key: 'type', label: t('type'), options: TYPE_CHOICES },
  {
    kind: 'custom',
    key: 'difficulty',
    label: t('difficulty'),
    render: (id, draft, set) => (
      <DifficultyFilter
        inputId={id}
        value={draft.difficulty ?? null}
        onChange={(difficulty) => set({ difficulty })}
      />
    ),
  },
  { kind: 'text', key: 'remark', label: t('notes') },
];

/** The ques tab of HomeworkManage: my questions with filters, multi-select, delete, add, import, view, edit. */
export function QuesTab() {
  const navigateTo = useNavigateTo();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useRef<Toast>(null);
  const tab = useQuestionBankTab();
  const { snapshot, send } = tab;
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY_FILTER, 10);
  const filter = cleaned(applied);
  const [selected, setSelected] = useState<Row[]>([]);
  const { data, previousData, loading, error, refetch } = useQuery(myQuestionsQuery, {
    variables: { filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  // A message handed over by the form or detail page (e.g. 添加成功), shown once.
  useEffect(() => {
    const notice = (location.state as BankNotice | null)?.notice;
    if (!notice) return;
    toast.current?.show({ severity: 'success', summary: notice, life: 2500 });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  const { notice } = snapshot.context;
  useEffect(() => {
    if (!notice) return;
    toast.current?.show({ severity: notice.tone, summary: notice.message, life: 2500 });
    if (notice.tone === 'success') setSelected([]);
  }, [notice]);

  const result = (data ?? previousData)?.myQuestions;
  const filtered = Boolean(filter.stem || filter.type || filter.difficulty || filter.remark);

  return (
    <section className="ques-tab" aria-label={t('myQuestionBank')}>
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        message={deleteConfirmation(snapshot.context.pendingIds.length)}
        header={t('notice')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={() => send({ type: 'delete.confirm' })}
        reject={() => send({ type: 'delete.cancel' })}
        onHide={() => snapshot.matches('confirmingDelete') && send({ type: 'delete.cancel' })}
      />
      <ImportDialog tab={tab} />
      <ImportPreviewDialog tab={tab} />

      <FilterBar ariaLabel={t('filterQuestions')} idPrefix="filter" fields={FIELDS} {...bar} />

      <div className="ques-tab__toolbar">
        <Button
          type="button"
          label={t('addQuestion')}
          size="small"
          icon="pi pi-plus"
          onClick={() => navigateTo('HomeworkAddQues')}
        />
        <Button
          type="button"
          label={t('importQuestions')}
          size="small"
          icon="pi pi-upload"
          outlined
          onClick={() => send({ type: 'import.open' })}
        />
        <Button
          type="button"
          label={t('deleteSelected')}
          size="small"
          icon="pi pi-trash"
          severity="danger"
          outlined
          onClick={() => send({ type: 'delete.ask', ids: selected.map((q) => q.id) })}
        />
        <span className="ques-tab__count">
          {selected.length > 0 && t('chosen2', { selectedCount: selected.length })}
        </span>
      </div>

      <ListTable
        listId="questions"
        ariaLabel={t('questionList')}
        columns={COLUMNS}
        rows={result?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: t('noQuestionsYet'), hint: t('noQuestionMatchesTryAnother') }
            : { title: t('noQuestionsYet'), hint: t('clickAddQuestionToEnter') }
        }
        paging={paging(result?.total ?? 0)}
        selection={{ selected, onChange: setSelected }}
        actionsWidth="9.5rem"
        actions={(q) => [
          {
            label: t('view'),
            ability: allowed,
            onClick: () => navigateTo('HomeworkQuesDetail', { id: Number(q.id) }),
          },
          {
            label: t('edit'),
            ability: allowed,
            onClick: () => navigateTo('HomeworkEditQues', { id: Number(q.id) }),
          },
          {
            label: t('delete'),
            icon: 'pi pi-trash',
            danger: true,
            ability: allowed,
            onClick: () => send({ type: 'delete.ask', ids: [q.id] }),
          },
        ]}
      />
    </section>
  );
}
