import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import type { HomeworkFilter, HomeworkType } from '../generated/graphql';
import '../shared/ui/filterBar.css';
import { type DayRange, dayRangeBounds, SchoolDateRangeInput } from '../shared/ui/SchoolDateInputs';

export const HOMEWORK_TYPE_CHOICES: { label: string; value: HomeworkType }[] = [
  { label: '课程作业', value: 'COURSE' },
  { label: '课时作业', value: 'PERIOD' },
];

interface Draft {
  published: DayRange;
  ending: DayRange;
  courseTitle: string;
  name: string;
  type: HomeworkType | null;
  periodTitle: string;
  publisherName: string;
  showOther: boolean;
}

const EMPTY: Draft = {
  published: null,
  ending: null,
  courseTitle: '',
  name: '',
  type: null,
  periodTitle: '',
  publisherName: '',
  showOther: false,
};

function toFilter(d: Draft, courseId: string | null): HomeworkFilter {
  const published = dayRangeBounds(d.published);
  const ending = dayRangeBounds(d.ending);
  return {
    publishedFrom: published.from,
    publishedTo: published.to,
    endingFrom: ending.from,
    endingTo: ending.to,
    courseTitle: d.courseTitle.trim() || null,
    name: d.name.trim() || null,
    type: d.type,
    periodTitle: d.periodTitle.trim() || null,
    publisherName: d.publisherName.trim() || null,
    showOther: d.showOther || null,
    courseId,
  };
}

export const initialFilter = (courseId: string | null) => toFilter(EMPTY, courseId);

/** The main tab's filters: the course title is hidden when the list is for one course (query id). */
export function MainTabFilters({
  courseId,
  isTeacher,
  onSearch,
}: {
  courseId: string | null;
  isTeacher: boolean;
  onSearch: (filter: HomeworkFilter) => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toFilter(draft, courseId));
  };
  return (
    <form className="filter-bar" onSubmit={submit} aria-label="筛选作业">
      <span className="filter-bar__field">
        <label htmlFor="hw-published">发布时间</label>
        <SchoolDateRangeInput
          inputId="hw-published"
          value={draft.published}
          onChange={(published) => set({ published })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="hw-ending">截止时间</label>
        <SchoolDateRangeInput
          inputId="hw-ending"
          value={draft.ending}
          onChange={(ending) => set({ ending })}
        />
      </span>
      {!courseId && (
        <span className="filter-bar__field">
          <label htmlFor="hw-course">课程名称</label>
          <InputText
            id="hw-course"
            value={draft.courseTitle}
            placeholder="请输入课程名称"
            onChange={(e) => set({ courseTitle: e.target.value })}
          />
        </span>
      )}
      <span className="filter-bar__field">
        <label htmlFor="hw-name">作业名称</label>
        <InputText
          id="hw-name"
          value={draft.name}
          placeholder="请输入作业名称"
          onChange={(e) => set({ name: e.target.value })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="hw-type">作业类型</label>
        <Dropdown
          inputId="hw-type"
          value={draft.type}
          options={HOMEWORK_TYPE_CHOICES}
          placeholder="全部"
          showClear
          onChange={(e) => set({ type: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="hw-period">课时名称</label>
        <InputText
          id="hw-period"
          value={draft.periodTitle}
          placeholder="请输入课时名称"
          onChange={(e) => set({ periodTitle: e.target.value })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="hw-publisher">发布人</label>
        <InputText
          id="hw-publisher"
          value={draft.publisherName}
          placeholder="请输入发布人"
          onChange={(e) => set({ publisherName: e.target.value })}
        />
      </span>
      <div className="filter-bar__actions">
        {isTeacher && (
          <span className="filter-bar__check">
            <Checkbox
              inputId="hw-show-other"
              checked={draft.showOther}
              onChange={(e) => set({ showOther: Boolean(e.checked) })}
            />
            <label htmlFor="hw-show-other">显示非本人授课课时的作业</label>
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
            onSearch(toFilter(EMPTY, courseId));
          }}
        />
      </div>
    </form>
  );
}
