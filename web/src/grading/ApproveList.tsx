import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { GradingListFilter, GradingListQuery } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { useViewer } from '../shared/session/viewer';
import { allowed } from '../shared/ui/ability';
import '../shared/ui/filterBar.css';
import { type DayRange, dayRangeBounds, SchoolDateRangeInput } from '../shared/ui/SchoolDateInputs';
import { gradingListQuery } from './operations';

type Row = GradingListQuery['gradingList']['list'][number];

const TYPE_CHOICES = [
  { label: '课程作业', value: 1 },
  { label: '课时作业', value: 2 },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: '作业名称', priority: 'fixed', text: (r) => r.name },
  { key: 'nickname', header: '学员', priority: 'fixed', width: '8rem', text: (r) => r.nickname },
  {
    key: 'submitTime',
    header: '提交时间',
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => (r.submitTime ? formatSchoolTime(r.submitTime) : '-'),
  },
  {
    key: 'type',
    header: '类型',
    priority: 'default',
    width: '6rem',
    text: (r) => (r.type === 2 ? '课时作业' : '课程作业'),
  },
  {
    key: 'courseTitle',
    header: '课程',
    priority: 'default',
    width: '9rem',
    text: (r) => r.courseTitle || '-',
  },
  {
    key: 'periodsTitle',
    header: '课时',
    priority: 'optional',
    width: '8rem',
    text: (r) => r.periodsTitle || '-',
  },
  { key: 'publisher', header: '发布人', priority: 'optional', width: '7rem', text: (r) => r.publisher },
  {
    key: 'publishTime',
    header: '发布时间',
    priority: 'default',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.publishTime),
  },
];

interface Draft {
  published: DayRange;
  name: string;
  type: number | null;
  courseTitle: string;
  periodsTitle: string;
  nickname: string;
  publisher: string;
  showOther: boolean;
}

const EMPTY: Draft = {
  published: null,
  name: '',
  type: null,
  courseTitle: '',
  periodsTitle: '',
  nickname: '',
  publisher: '',
  showOther: false,
};

function toFilter(d: Draft): GradingListFilter {
  const published = dayRangeBounds(d.published);
  const text = (s: string) => s.trim() || null;
  return {
    publishTimeStart: published.from,
    publishTimeEnd: published.to,
    name: text(d.name),
    type: d.type,
    courseTitle: text(d.courseTitle),
    periodsTitle: text(d.periodsTitle),
    nickname: text(d.nickname),
    publisher: text(d.publisher),
    showOther: d.showOther || null,
  };
}

function Field({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <span className="filter-bar__field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={value}
        placeholder={`请输入${label}`}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}

/**
 * HomeworkManage's approve tab (spec section 2): the reports awaiting grading in the viewer's classes,
 * with the spec's filters, search and reset, paged; 批改 opens HomeworkApprove with the report.
 */
export function ApproveList() {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<GradingListFilter>(() => toFilter(EMPTY));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(gradingListQuery, {
    variables: { filter: { ...filter, page, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.gradingList;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const search = (next: Draft) => {
    setFilter(toFilter(next));
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  const filtered = Object.values(filter).some((v) => v !== null && v !== undefined);
  return (
    <section className="approve-list" aria-label="作业批改">
      <form className="filter-bar" onSubmit={submit} aria-label="筛选待批改作业">
        <span className="filter-bar__field">
          <label htmlFor="ap-published">发布时间</label>
          <SchoolDateRangeInput
            inputId="ap-published"
            value={draft.published}
            onChange={(published) => set({ published })}
          />
        </span>
        <Field id="ap-name" label="作业名称" value={draft.name} onChange={(name) => set({ name })} />
        <span className="filter-bar__field">
          <label htmlFor="ap-type">作业类型</label>
          <Dropdown
            inputId="ap-type"
            value={draft.type}
            options={TYPE_CHOICES}
            placeholder="全部"
            showClear
            onChange={(e) => set({ type: e.value ?? null })}
          />
        </span>
        <Field
          id="ap-course"
          label="课程名称"
          value={draft.courseTitle}
          onChange={(courseTitle) => set({ courseTitle })}
        />
        <Field
          id="ap-period"
          label="课时名称"
          value={draft.periodsTitle}
          onChange={(periodsTitle) => set({ periodsTitle })}
        />
        <Field
          id="ap-nickname"
          label="学员昵称"
          value={draft.nickname}
          onChange={(nickname) => set({ nickname })}
        />
        <Field
          id="ap-publisher"
          label="发布人"
          value={draft.publisher}
          onChange={(publisher) => set({ publisher })}
        />
        <div className="filter-bar__actions">
          {viewer.user.role === 'TEACHER' && (
            <span className="filter-bar__check">
              <Checkbox
                inputId="ap-show-other"
                checked={draft.showOther}
                onChange={(e) => set({ showOther: Boolean(e.checked) })}
              />
              <label htmlFor="ap-show-other">显示非本人授课课时的作业</label>
            </span>
          )}
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button
            type="button"
            label="重置"
            severity="secondary"
            outlined
            size="small"
            onClick={() => {
              setDraft(EMPTY);
              search(EMPTY);
            }}
          />
        </div>
      </form>
      <ListTable
        listId="grading"
        ariaLabel="待批改作业列表"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: '暂无待批改作业', hint: '没有符合条件的作业，换个条件再搜索，或点击重置查看全部。' }
            : { title: '暂无待批改作业', hint: '学员提交作业后会显示在这里。' }
        }
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          },
        }}
        actions={(r) => [
          {
            label: '批改',
            icon: 'pi pi-pencil',
            ability: allowed,
            onClick: () =>
              navigateTo('HomeworkApprove', { report_id: Number(r.reportId), class_id: Number(r.classId) }),
          },
        ]}
        actionsWidth="6rem"
      />
    </section>
  );
}
