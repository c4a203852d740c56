import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { TeachingMode, TeamClassFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { allowed } from '../shared/ui/ability';
import '../shared/ui/filterBar.css';
import { TEACHING_MODE } from './labels';
import { teamClassesQuery, teamClassFilterOptionsQuery } from './operations';
import './attendance.css';
import { ScreenTitle } from '../shared/ui/ScreenTitle';
import { t } from './i18n/zh-CN';

type Row = TeamClassFieldsFragment;

const COLUMNS: ListColumn<Row>[] = [
  { key: 'id', header: 'ID', priority: 'fixed', width: '4rem', text: (r) => r.id },
  { key: 'name', header: t('courseName'), priority: 'fixed', text: (r) => r.className },
  { key: 'campus', header: t('campus'), priority: 'default', width: '7rem', text: (r) => r.campusName },
  { key: 'inNumber', header: t('students3'), priority: 'default', width: '4.5rem', body: (r) => r.inNumber },
  { key: 'grade', header: t('grade'), priority: 'default', width: '5rem', text: (r) => r.gradeName },
  {
    key: 'classify',
    header: t('category'),
    priority: 'optional',
    width: '6rem',
    text: (r) => r.classifyName,
  },
  { key: 'subject', header: t('subject'), priority: 'default', width: '5rem', text: (r) => r.subjectName },
  { key: 'teacher', header: t('teacher'), priority: 'default', width: '6rem', text: (r) => r.teacherName },
  {
    key: 'mode',
    header: t('teachingMode'),
    priority: 'default',
    width: '6rem',
    text: (r) => TEACHING_MODE[r.teachingMode],
  },
  { key: 'room', header: t('classroom'), priority: 'optional', width: '7rem', text: (r) => r.roomName },
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
        teachingMode: filter.teachingMode as TeachingMode | null,
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
    { key: 'classifyId', label: t('category'), options: named(options?.classifies) },
    { key: 'gradeId', label: t('grade'), options: named(options?.grades) },
    { key: 'subjectId', label: t('subject'), options: named(options?.subjects) },
    { key: 'teachingMode', label: t('teachingMode'), options: MODES },
    { key: 'roomId', label: t('classroom'), options: named(options?.rooms) },
    // Spec: the campus filter is disabled when there is one campus or fewer.
    { key: 'campusId', label: t('campus'), options: campuses, disabled: campuses.length <= 1 },
  ];
  const search = (next: Filter) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
  };
  const filtered = Object.values(filter).some(Boolean);
  return (
    <section className="attendance-screen" aria-label={t('courses2')}>
      <ScreenTitle>{t('courses2')}</ScreenTitle>
      <form
        className="filter-bar"
        aria-label={t('filterCourses')}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="team-name">{t('courseName')}</label>
          <InputText
            id="team-name"
            value={draft.className}
            placeholder={t('enterACourseName')}
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
              placeholder={t('all')}
              showClear
              disabled={c.disabled ?? false}
              onChange={(e) => setDraft({ ...draft, [c.key]: e.value ?? null })}
            />
          </span>
        ))}
        <div className="filter-bar__actions">
          <Button type="submit" label={t('search')} icon="pi pi-search" size="small" />
          <Button
            type="button"
            label={t('reset')}
            severity="secondary"
            outlined
            size="small"
            onClick={() => search(EMPTY)}
          />
        </div>
      </form>
      <ListTable<Row>
        listId="teamClasses"
        ariaLabel={t('courses')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: t('noCoursesYet'),
          hint: filtered ? t('noCoursesMatchTheFilter') : t('youAreNotInCharge'),
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
            label: t('details'),
            ability: allowed,
            onClick: () => navigateTo('CurriculumDetail', { id: Number(r.id), tab: 1 }),
          },
          {
            label: t('attendance'),
            ability: allowed,
            onClick: () => navigateTo('CurriculumDetail', { id: Number(r.id), tab: 2 }),
          },
        ]}
      />
    </section>
  );
}
