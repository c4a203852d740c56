import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import type { ClassFilter } from '../generated/graphql';
import '../shared/ui/filterBar.css';
import { type DayRange, dayRangeBounds, SchoolDateRangeInput } from '../shared/ui/SchoolDateInputs';
import { classFilterOptionsQuery } from './operations';

/** ClassesStatus as the list filters it. */
const STATUS_CHOICES = [
  { label: '进行中', value: 1 },
  { label: '已结束', value: 2 },
];

interface Draft {
  name: string;
  gradeId: string | null;
  classifyId: string | null;
  largeClassId: string | null;
  status: number | null;
  created: DayRange;
  onlyManaged: boolean;
}

const emptyDraft = (isTeacher: boolean): Draft => ({
  name: '',
  gradeId: null,
  classifyId: null,
  largeClassId: null,
  status: null,
  created: null,
  onlyManaged: isTeacher,
});

function toFilter(d: Draft, isTeacher: boolean): ClassFilter {
  const created = dayRangeBounds(d.created);
  return {
    name: d.name.trim() || null,
    gradeId: d.gradeId,
    classifyId: d.classifyId,
    largeClassId: d.largeClassId,
    status: d.status,
    createdFrom: created.from,
    createdTo: created.to,
    onlyManaged: isTeacher ? d.onlyManaged : null,
  };
}

/** Teachers start with 'only show classes I manage' on (spec). */
export const initialClassFilter = (isTeacher: boolean) => toFilter(emptyDraft(isTeacher), isTeacher);

const options = (list: { id: string; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ label: o.name, value: o.id }));

/** ClassManage's filters: name, grade, classification, large class, status, created range; teachers' checkbox. */
export function ClassFilters({
  isTeacher,
  onSearch,
}: {
  isTeacher: boolean;
  onSearch: (filter: ClassFilter) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(isTeacher));
  const { data } = useQuery(classFilterOptionsQuery, { fetchPolicy: 'cache-first' });
  const choices = data?.classFilterOptions;
  const set = (patch: Partial<Draft>, searchNow = false) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (searchNow) onSearch(toFilter(next, isTeacher));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toFilter(draft, isTeacher));
  };
  return (
    <form className="filter-bar" onSubmit={submit} aria-label="筛选班级">
      <span className="filter-bar__field">
        <label htmlFor="class-name">班级名称</label>
        <InputText
          id="class-name"
          value={draft.name}
          placeholder="请输入班级名称"
          onChange={(e) => set({ name: e.target.value })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="class-grade">年级</label>
        <Dropdown
          inputId="class-grade"
          value={draft.gradeId}
          options={options(choices?.grades)}
          placeholder="全部"
          showClear
          onChange={(e) => set({ gradeId: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="class-classify">教学分类</label>
        <Dropdown
          inputId="class-classify"
          value={draft.classifyId}
          options={options(choices?.classifies)}
          placeholder="全部"
          showClear
          onChange={(e) => set({ classifyId: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="class-large">所属大班</label>
        <Dropdown
          inputId="class-large"
          value={draft.largeClassId}
          options={options(choices?.largeClasses)}
          placeholder="全部"
          showClear
          onChange={(e) => set({ largeClassId: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="class-status">班级状态</label>
        <Dropdown
          inputId="class-status"
          value={draft.status}
          options={STATUS_CHOICES}
          placeholder="全部"
          showClear
          onChange={(e) => set({ status: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="class-created">创建时间</label>
        <SchoolDateRangeInput
          inputId="class-created"
          value={draft.created}
          onChange={(created) => set({ created })}
        />
      </span>
      <div className="filter-bar__actions">
        {isTeacher && (
          <span className="filter-bar__check">
            <Checkbox
              inputId="class-managed"
              checked={draft.onlyManaged}
              onChange={(e) => set({ onlyManaged: e.checked === true }, true)}
            />
            <label htmlFor="class-managed">只看我管理的班级</label>
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
            const empty = emptyDraft(isTeacher);
            setDraft(empty);
            onSearch(toFilter(empty, isTeacher));
          }}
        />
      </div>
    </form>
  );
}
