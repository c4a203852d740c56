import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ClassFilter, ClassStatus } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { t } from './i18n/zh-CN';
import { classFilterOptionsQuery } from './operations';

/** ClassesStatus as the list filters it. */
const STATUS_CHOICES: { label: string; value: ClassStatus }[] = [
  { label: t('inProgress'), value: 'IN_PROGRESS' },
  { label: t('ended'), value: 'ENDED' },
];

interface Draft {
  name: string;
  gradeId: string | null;
  classifyId: string | null;
  largeClassId: string | null;
  status: ClassStatus | null;
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
  const search = (next: Draft) => {
    setDraft(next);
    onSearch(toFilter(next, isTeacher));
  };
  const fields: (FilterField<Draft> | false)[] = [
    { kind: 'text', key: 'name', label: t('className') },
    { kind: 'select', key: 'gradeId', label: t('grade'), options: options(choices?.grades) },
    {
      kind: 'select',
      key: 'classifyId',
      label: t('teachingCategory'),
      options: options(choices?.classifies),
    },
    { kind: 'select', key: 'largeClassId', label: t('parentClass'), options: options(choices?.largeClasses) },
    { kind: 'select', key: 'status', label: t('classStatus'), options: STATUS_CHOICES },
    { kind: 'dateRange', key: 'created', label: t('createdAt') },
    isTeacher && { kind: 'check', key: 'onlyManaged', label: t('onlyClassesIManage'), searchOnChange: true },
  ];
  return (
    <FilterBar
      ariaLabel={t('filterClasses')}
      idPrefix="class"
      fields={fields}
      draft={draft}
      onChange={setDraft}
      onSearch={search}
      onReset={() => search(emptyDraft(isTeacher))}
    />
  );
}
