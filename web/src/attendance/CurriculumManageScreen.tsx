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
import { ScreenTitle } from '../shared/ui/ScreenTitle';

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

/** The list's choice filters (spec: classification, grade, subject, teaching mode, room, campus). */
type ChoiceKey = 'classifyId' | 'gradeId' | 'subjectId' | 'teachingMode' | 'roomId' | 'campusId';
type Filter = { className: string } & Record<ChoiceKey, string | null>;
const EMPTY: Filter = {
  className: '',
  classifyId: null,
  gradeId: null,
  subjectId: null,
  teachingMode: null,
  roomId: null,
  campusId: null,
};
const MODES = Object.entries(TEACHING_MODE).map(([value, label]) => ({ value, label }));
type Option = { value: string; label: string };
const named = (list: { id: string; name: string }[] | undefined): Option[] =>
  (list ?? []).map((o) => ({ value: o.id, label: o.name }));

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
        classifyId: filter.classifyId,
        gradeId: filter.gradeId,
        subjectId: filter.subjectId,
        teachingMode: filter.teachingMode === null ? null : Number(filter.teachingMode),
        roomId: filter.roomId,
        campusId: filter.campusId,
      },
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const options = useQuery(teamClassFilterOptionsQuery).data?.classFilterOptions;
  const list = (data ?? previousData)?.teamClasses;
  const campuses = (list?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }));
  const choices: { key: ChoiceKey; label: string; options: Option[]; disabled?: boolean }[] = [
    { key: 'classifyId', label: '分类', options: named(options?.classifies) },
    { key: 'gradeId', label: '年级', options: named(options?.grades) },
    { key: 'subjectId', label: '科目', options: named(options?.subjects) },
    { key: 'teachingMode', label: '授课方式', options: MODES },
    { key: 'roomId', label: '教室', options: named(options?.rooms) },
    // Spec: the campus filter is disabled when there is one campus or fewer.
    { key: 'campusId', label: '校区', options: campuses, disabled: campuses.length <= 1 },
  ];
  const search = (next: Filter) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
  };
  const filtered = Object.values(filter).some(Boolean);
  return (
    <section className="attendance-screen" aria-label="班课列表">
      <ScreenTitle>班课列表</ScreenTitle>
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
        {choices.map((c) => (
          <span key={c.key} className="filter-bar__field">
            <label htmlFor={`team-${c.key}`}>{c.label}</label>
            <Dropdown
              inputId={`team-${c.key}`}
              value={draft[c.key]}
              options={c.options}
              placeholder="全部"
              showClear
              disabled={c.disabled ?? false}
              onChange={(e) => setDraft({ ...draft, [c.key]: e.value ?? null })}
            />
          </span>
        ))}
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
