import { useState } from 'react';
import type { HomeworkFilter, HomeworkType } from '../generated/graphql';
import { FilterBar } from '../shared/list/FilterBar';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';

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
  const search = (next: Draft) => {
    setDraft(next);
    onSearch(toFilter(next, courseId));
  };
  return (
    <FilterBar
      ariaLabel="筛选作业"
      idPrefix="hw"
      fields={[
        { kind: 'dateRange', key: 'published', label: '发布时间' },
        { kind: 'dateRange', key: 'ending', label: '截止时间' },
        !courseId && { kind: 'text', key: 'courseTitle', label: '课程名称' },
        { kind: 'text', key: 'name', label: '作业名称' },
        { kind: 'select', key: 'type', label: '作业类型', options: HOMEWORK_TYPE_CHOICES },
        { kind: 'text', key: 'periodTitle', label: '课时名称' },
        { kind: 'text', key: 'publisherName', label: '发布人' },
        isTeacher && { kind: 'check', key: 'showOther', label: '显示非本人授课课时的作业' },
      ]}
      draft={draft}
      onChange={setDraft}
      onSearch={search}
      onReset={() => search(EMPTY)}
    />
  );
}
