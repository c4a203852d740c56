import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Toast } from 'primereact/toast';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import { myQuestionsQuery } from './operations';
import type { BankNotice } from './useBackToBank';
import { useQuestionBankTab } from './useQuestionBankTab';
import '../shared/ui/filterBar.css';
import './questionBank.css';

type Row = MyQuestionsQuery['myQuestions']['list'][number];

const EMPTY_FILTER: QuestionFilter = { stem: '', type: null, difficulty: null, remark: '' };

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

/** The ques tab of HomeworkManage: my questions with filters, multi-select, delete, add, import, view, edit. */
export function QuesTab() {
  const navigateTo = useNavigateTo();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useRef<Toast>(null);
  const tab = useQuestionBankTab();
  const { snapshot, send } = tab;
  const [form, setForm] = useState<QuestionFilter>(EMPTY_FILTER);
  const [filter, setFilter] = useState<QuestionFilter>(cleaned(EMPTY_FILTER));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
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

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(cleaned(form));
    setPage(1);
  };
  const reset = () => {
    setForm(EMPTY_FILTER);
    setFilter(cleaned(EMPTY_FILTER));
    setPage(1);
  };
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

      <form className="filter-bar" onSubmit={search} aria-label="筛选题目">
        <span className="filter-bar__field">
          <label htmlFor="filter-stem">题干</label>
          <InputText
            id="filter-stem"
            value={form.stem ?? ''}
            placeholder="请输入题干"
            onChange={(e) => setForm({ ...form, stem: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="filter-type">题型</label>
          <Dropdown
            inputId="filter-type"
            value={form.type}
            options={TYPE_CHOICES}
            placeholder="全部"
            showClear
            onChange={(e) => setForm({ ...form, type: e.value ?? null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="filter-difficulty">难度</label>
          <DifficultyFilter
            inputId="filter-difficulty"
            value={form.difficulty ?? null}
            onChange={(difficulty) => setForm({ ...form, difficulty })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="filter-remark">备注</label>
          <InputText
            id="filter-remark"
            value={form.remark ?? ''}
            placeholder="请输入备注"
            onChange={(e) => setForm({ ...form, remark: e.target.value })}
          />
        </span>
        <div className="filter-bar__actions">
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button type="button" label="重置" severity="secondary" outlined size="small" onClick={reset} />
        </div>
      </form>

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
        paging={{
          page,
          pageSize,
          total: result?.total ?? 0,
          onChange: (nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          },
        }}
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
