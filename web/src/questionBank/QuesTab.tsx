import { useQuery } from '@apollo/client/react';
import { TAB_MESSAGES } from '@school/machines';
import { DateTime } from 'luxon';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Toast } from 'primereact/toast';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
import type { MyQuestionsQuery, QuestionFilter } from '../generated/graphql';
import { schoolZone } from '../shared/time';
import { DifficultyIcons } from './DifficultyIcons';
import { ImportDialog } from './ImportDialog';
import { myQuestionsQuery } from './operations';
import { DIFFICULTY_CHOICES, plainText, TYPE_CHOICES, typeLabel } from './questionTypes';
import type { BankNotice } from './useBackToBank';
import { useQuestionBankTab } from './useQuestionBankTab';
import './questionBank.css';

type Row = MyQuestionsQuery['myQuestions']['list'][number];

const PAGE_SIZE = 10;
const EMPTY_FILTER: QuestionFilter = { stem: '', type: null, difficulty: null, remark: '' };

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
  const [selected, setSelected] = useState<Row[]>([]);
  const { data, loading } = useQuery(myQuestionsQuery, {
    variables: { filter, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
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
  const list = data?.myQuestions.list ?? [];

  return (
    <section className="ques-tab" aria-label="我的题库">
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        message={TAB_MESSAGES.confirmDelete}
        header="提示"
        icon="pi pi-exclamation-triangle"
        acceptLabel="确定"
        rejectLabel="取消"
        accept={() => send({ type: 'delete.confirm' })}
        reject={() => send({ type: 'delete.cancel' })}
        onHide={() => snapshot.matches('confirmingDelete') && send({ type: 'delete.cancel' })}
      />
      <ImportDialog tab={tab} />

      <form className="ques-tab__filters" onSubmit={search} aria-label="筛选题目">
        <span className="ques-tab__filter">
          <label htmlFor="filter-stem">题干</label>
          <InputText
            id="filter-stem"
            value={form.stem ?? ''}
            placeholder="请输入题干"
            onChange={(e) => setForm({ ...form, stem: e.target.value })}
          />
        </span>
        <span className="ques-tab__filter">
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
        <span className="ques-tab__filter">
          <label htmlFor="filter-difficulty">难度</label>
          <Dropdown
            inputId="filter-difficulty"
            value={form.difficulty}
            options={DIFFICULTY_CHOICES}
            placeholder="全部"
            showClear
            onChange={(e) => setForm({ ...form, difficulty: e.value ?? null })}
          />
        </span>
        <span className="ques-tab__filter">
          <label htmlFor="filter-remark">备注</label>
          <InputText
            id="filter-remark"
            value={form.remark ?? ''}
            placeholder="请输入备注"
            onChange={(e) => setForm({ ...form, remark: e.target.value })}
          />
        </span>
        <Button type="submit" label="搜索" icon="pi pi-search" />
        <Button type="button" label="重置" severity="secondary" outlined onClick={reset} />
      </form>

      <div className="ques-tab__toolbar">
        <Button
          type="button"
          label="添加题目"
          icon="pi pi-plus"
          onClick={() => navigateTo('HomeworkAddQues')}
        />
        <Button
          type="button"
          label="导入题目"
          icon="pi pi-upload"
          outlined
          onClick={() => send({ type: 'import.open' })}
        />
        <Button
          type="button"
          label="删除选中"
          icon="pi pi-trash"
          severity="danger"
          outlined
          onClick={() => send({ type: 'delete.ask', ids: selected.map((q) => q.id) })}
        />
        <span className="ques-tab__count">{selected.length > 0 && `已选 ${selected.length} 题`}</span>
      </div>

      <DataTable
        value={list}
        dataKey="id"
        lazy
        paginator
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={data?.myQuestions.total ?? 0}
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        loading={loading && !data}
        selectionMode="checkbox"
        selection={selected}
        onSelectionChange={(e) => setSelected(e.value as Row[])}
        emptyMessage="暂无题目"
        aria-label="题目列表"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column
          header="题干"
          body={(q: Row) => {
            const text = plainText(q.stem);
            return (
              <span className="ques-tab__stem" title={text}>
                {text || '（图片）'}
              </span>
            );
          }}
        />
        <Column header="题型" body={(q: Row) => typeLabel(q.type)} style={{ width: '8rem' }} />
        <Column
          header="难度"
          body={(q: Row) => <DifficultyIcons value={q.difficulty} />}
          style={{ width: '9rem' }}
        />
        <Column header="备注" field="remark" style={{ width: '10rem' }} />
        <Column
          header="更新时间"
          body={(q: Row) => DateTime.fromISO(q.updatedAt).setZone(schoolZone).toFormat('yyyy-MM-dd HH:mm')}
          style={{ width: '10rem' }}
        />
        <Column
          header="操作"
          style={{ width: '13rem' }}
          body={(q: Row) => (
            <span className="ques-tab__actions">
              <Button
                type="button"
                label="查看"
                link
                onClick={() => navigateTo('HomeworkQuesDetail', { id: Number(q.id) })}
              />
              <Button
                type="button"
                label="编辑"
                link
                onClick={() => navigateTo('HomeworkEditQues', { id: Number(q.id) })}
              />
              <Button
                type="button"
                label="删除"
                link
                severity="danger"
                onClick={() => send({ type: 'delete.ask', ids: [q.id] })}
              />
            </span>
          )}
        />
      </DataTable>
    </section>
  );
}
