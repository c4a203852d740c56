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

type Row = MyQuestionsQuery['myQuestions']['list'][number];

/** Every filter of the tab, each present (blank when unused). */
type Draft = Required<QuestionFilter>;
const EMPTY_FILTER: Draft = { stem: '', type: null, difficulty: null, remark: '' };

const COLUMNS: ListColumn<Row>[] = [
  { key: 'stem', header: '题干', priority: 'fixed', text: (q) => plainText(q.stem) || '（图片）' },
  { key: 'type', header: '题型', priority: 'fixed', width: '7rem', text: (q) => typeLabel(q.type) },
  {
    key: 'difficulty',
    header: '难度',
    priority: 'default',
    width: '7.5rem',
    body: (q) => <DifficultyIcons value={q.difficulty} />,
  },
  { key: 'remark', header: '备注', priority: 'default', width: '7rem', text: (q) => q.remark || '-' },
  {
    key: 'updatedAt',
    header: '更新时间',
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
  { kind: 'text', key: 'stem', label: '题干' },
  { kind: 'select', key: 'type', label: '题型', options: TYPE_CHOICES },
  {
    kind: 'custom',
    key: 'difficulty',
    label: '难度',
    render: (id, draft, set) => (
      <DifficultyFilter
        inputId={id}
        value={draft.difficulty ?? null}
        onChange={(difficulty) => set({ difficulty })}
      />
    ),
  },
  { kind: 'text', key: 'remark', label: '备注' },
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
    <section className="ques-tab" aria-label="我的题库">
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        message={deleteConfirmation(snapshot.context.pendingIds.length)}
        header="提示"
        icon="pi pi-exclamation-triangle"
        acceptLabel="确定"
        rejectLabel="取消"
        accept={() => send({ type: 'delete.confirm' })}
        reject={() => send({ type: 'delete.cancel' })}
        onHide={() => snapshot.matches('confirmingDelete') && send({ type: 'delete.cancel' })}
      />
      <ImportDialog tab={tab} />
      <ImportPreviewDialog tab={tab} />

      <FilterBar ariaLabel="筛选题目" idPrefix="filter" fields={FIELDS} {...bar} />

      <div className="ques-tab__toolbar">
        <Button
          type="button"
          label="添加题目"
          size="small"
          icon="pi pi-plus"
          onClick={() => navigateTo('HomeworkAddQues')}
        />
        <Button
          type="button"
          label="导入题目"
          size="small"
          icon="pi pi-upload"
          outlined
          onClick={() => send({ type: 'import.open' })}
        />
        <Button
          type="button"
          label="删除选中"
          size="small"
          icon="pi pi-trash"
          severity="danger"
          outlined
          onClick={() => send({ type: 'delete.ask', ids: selected.map((q) => q.id) })}
        />
        <span className="ques-tab__count">{selected.length > 0 && `已选 ${selected.length} 题`}</span>
      </div>

      <ListTable
        listId="questions"
        ariaLabel="题目列表"
        columns={COLUMNS}
        rows={result?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: '暂无题目', hint: '没有符合条件的题目，换个条件再搜索，或点击重置查看全部。' }
            : { title: '暂无题目', hint: '点击“添加题目”逐题录入，或用“导入题目”从 Word、Excel 批量导入。' }
        }
        paging={paging(result?.total ?? 0)}
        selection={{ selected, onChange: setSelected }}
        actionsWidth="9.5rem"
        actions={(q) => [
          {
            label: '查看',
            ability: allowed,
            onClick: () => navigateTo('HomeworkQuesDetail', { id: Number(q.id) }),
          },
          {
            label: '编辑',
            ability: allowed,
            onClick: () => navigateTo('HomeworkEditQues', { id: Number(q.id) }),
          },
          {
            label: '删除',
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
