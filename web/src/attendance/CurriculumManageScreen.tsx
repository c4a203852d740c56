import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { TeamClassFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { allowed } from '../shared/ui/ability';
import '../shared/ui/filterBar.css';
import { TEACHING_MODE } from './labels';
import { teamClassesQuery, teamClassFilterOptionsQuery } from './operations';
import './attendance.css';

type Row = TeamClassFieldsFragment;

const COLUMNS: ListColumn<Row>[] = [
  { key: 'id', header: 'ID', priority: 'fixed', width: '4rem', text: (r) => r.id },
  { key: 'name', header: '班课名称', priority: 'fixed', text: (r) => r.className },
  { key: 'campus', header: '校区', priority: 'default', width: '7rem', text: (r) => r.campusName },
  { key: 'inNumber', header: '人数', priority: 'default', width: '4.5rem', body: (r) => r.inNumber },
  { key: 'grade', header: '年级', priority: 'default', width: '5rem', text: (r) => r.gradeName },
  { key: 'classify', header: '分类', priority: 'optional', width: '6rem', text: (r) => r.classifyName },
  { key: 'subject', header: '科目', priority: 'default', width: '5rem', text: (r) => r.subjectName },
  { key: 'teacher', header: '讲师', priority: 'default', width: '6rem', text: (r) => r.teacherName },
  {
    key: 'mode',
    header: '授课方式',
    priority: 'default',
    width: '6rem',
    text: (r) => TEACHING_MODE[r.teachingMode] ?? '',
  },
  { key: 'room', header: '教室', priority: 'optional', width: '7rem', text: (r) => r.roomName },
];

interface Filter {
  className: string;
  campusId: string | null;
  gradeId: string | null;
}
const EMPTY: Filter = { className: '', campusId: null, gradeId: null };

/** CurriculumManage: the assistant's team classes with filters; detail and attendance open CurriculumDetail. */
export default function CurriculumManageScreen() {
  const navigateTo = useNavigateTo();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(teamClassesQuery, {
    variables: {
      filter: {
        className: filter.className.trim() || null,
        campusId: filter.campusId,
        gradeId: filter.gradeId,
      },
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const options = useQuery(teamClassFilterOptionsQuery);
  const list = (data ?? previousData)?.teamClasses;
  const campuses = (list?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }));
  const grades = (options.data?.classFilterOptions.grades ?? []).map((g) => ({ value: g.id, label: g.name }));
  const search = (next: Filter) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
  };
  const filtered = Boolean(filter.className || filter.campusId || filter.gradeId);
  return (
    <section className="attendance-screen" aria-label="班课列表">
      <form
        className="filter-bar"
        aria-label="筛选班课"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="team-name">班课名称</label>
          <InputText
            id="team-name"
            value={draft.className}
            placeholder="请输入班课名称"
            onChange={(e) => setDraft({ ...draft, className: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="team-campus">校区</label>
          <Dropdown
            inputId="team-campus"
            value={draft.campusId}
            options={campuses}
            placeholder="全部"
            showClear
            disabled={campuses.length <= 1}
            onChange={(e) => setDraft({ ...draft, campusId: e.value ?? null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="team-grade">年级</label>
          <Dropdown
            inputId="team-grade"
            value={draft.gradeId}
            options={grades}
            placeholder="全部"
            showClear
            onChange={(e) => setDraft({ ...draft, gradeId: e.value ?? null })}
          />
        </span>
        <div className="filter-bar__actions">
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
        listId="teamClasses"
        ariaLabel="班课"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: '暂无班课',
          hint: filtered ? '没有符合筛选条件的班课' : '你还没有负责的班课',
        }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="8rem"
        actions={(r) => [
          {
            label: '详情',
            ability: allowed,
            onClick: () => navigateTo('CurriculumDetail', { id: Number(r.id), tab: 1 }),
          },
          {
            label: '考勤',
            ability: allowed,
            onClick: () => navigateTo('CurriculumDetail', { id: Number(r.id), tab: 2 }),
          },
        ]}
      />
    </section>
  );
}
