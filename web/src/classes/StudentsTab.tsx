import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassStudentFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { allowed } from '../shared/ui/ability';
import '../shared/ui/filterBar.css';
import { classStudentsQuery } from './operations';

type Row = ClassStudentFieldsFragment;

/** ClassesStudentStatus: 1 in class, 2 left. */
const STATUS_CHOICES = [
  { label: '在班', value: 1 },
  { label: '已退班', value: 2 },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: '昵称', priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: '手机号', priority: 'fixed', width: '9rem', text: (r) => r.mobile },
  { key: 'attend', header: '到课次数', priority: 'default', width: '6rem', body: (r) => r.attendTimes },
  { key: 'truant', header: '旷课次数', priority: 'default', width: '6rem', body: (r) => r.truantTimes },
  { key: 'leave', header: '请假次数', priority: 'default', width: '6rem', body: (r) => r.leaveTimes },
  {
    key: 'status',
    header: '状态',
    priority: 'default',
    width: '5.5rem',
    body: (r) => (
      <Tag value={r.status === 1 ? '在班' : '已退班'} severity={r.status === 1 ? 'success' : 'secondary'} />
    ),
  },
];

interface Filter {
  nickname: string;
  mobile: string;
  status: number | null;
  onlyInClass: boolean;
}
const EMPTY: Filter = { nickname: '', mobile: '', status: null, onlyInClass: true };

/** The students tab: 'only in-class people' is on by default and forces status 1. */
export function StudentsTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const status = filter.onlyInClass ? 1 : filter.status;
  const { data, previousData, loading, error, refetch } = useQuery(classStudentsQuery, {
    variables: {
      classId,
      nickname: filter.nickname.trim() || null,
      mobile: filter.mobile.trim() || null,
      status,
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.classStudents;
  const search = (next: Filter) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
  };
  return (
    <div className="class-tab">
      <form
        className="filter-bar"
        aria-label="筛选学员"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="students-nickname">昵称</label>
          <InputText
            id="students-nickname"
            value={draft.nickname}
            placeholder="请输入昵称"
            onChange={(e) => setDraft({ ...draft, nickname: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="students-mobile">手机号</label>
          <InputText
            id="students-mobile"
            value={draft.mobile}
            placeholder="请输入手机号"
            onChange={(e) => setDraft({ ...draft, mobile: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="students-status">状态</label>
          <Dropdown
            inputId="students-status"
            value={draft.onlyInClass ? 1 : draft.status}
            options={STATUS_CHOICES}
            placeholder="全部"
            showClear={!draft.onlyInClass}
            disabled={draft.onlyInClass}
            onChange={(e) => setDraft({ ...draft, status: e.value ?? null })}
          />
        </span>
        <div className="filter-bar__actions">
          <span className="filter-bar__check">
            <Checkbox
              inputId="students-in-class"
              checked={draft.onlyInClass}
              onChange={(e) => search({ ...draft, onlyInClass: e.checked === true })}
            />
            <label htmlFor="students-in-class">只看在班人员</label>
          </span>
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button
            type="button"
            label="重置"
            severity="secondary"
            outlined
            size="small"
            onClick={() => search(EMPTY)}
          />
        </div>
      </form>
      <ListTable<Row>
        listId="classStudents"
        ariaLabel="班级学员"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无学员', hint: '没有符合筛选条件的学员' }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: '详情',
            ability: allowed,
            onClick: () =>
              navigateTo('StudentDetail', { id: Number(r.id), uid: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
