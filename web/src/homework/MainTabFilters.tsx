import { useState } from 'react';
import type { HomeworkFilter, HomeworkType } from '../generated/graphql';
import { FilterBar } from '../shared/list/FilterBar';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { t } from './i18n/zh-CN';

export const HOMEWORK_TYPE_CHOICES: { label: string; value: HomeworkType }[] = [
  { label: t('courseHomework'), value: 'COURSE' },
  { label: t('lessonHomework'), value: 'PERIOD' },
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
      ariaLabel={t('filterHomework')}
      idPrefix="hw"
      fields={[
        { kind: 'dateRange', key: 'published', label: t('publishedAt') },
        { kind: 'dateRange', key: 'ending', label: t('deadline') },
        !courseId && { kind: 'text', key: 'courseTitle', label: t('courseName') },
        { kind: 'text', key: 'name', label: t('homeworkName') },
        { kind: 'select', key: 'type', label: t('homeworkType'), options: HOMEWORK_TYPE_CHOICES },
        { kind: 'text', key: 'periodTitle', label: t('lessonName') },
        { kind: 'text', key: 'publisherName', label: t('publishedBy') },
        isTeacher && { kind: 'check', key: 'showOther', label: t('showHomeworkOfLessonsI') },
      ]}
      draft={draft}
      onChange={setDraft}
      onSearch={search}
      onReset={() => search(EMPTY)}
    />
  );
}
