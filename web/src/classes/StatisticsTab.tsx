import { useMutation, useQuery } from '@apollo/client/react';
import { Tooltip } from 'primereact/tooltip';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassStudentFieldsFragment } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { allowed } from '../shared/ui/ability';
import { ExportButton } from '../shared/ui/ExportButton';
import { t } from './i18n/zh-CN';
import { classStatisticsQuery, exportClassStatisticsMutation } from './operations';
import { minutesText, percentText } from './studyFormat';

type Row = ClassStudentFieldsFragment;

/** The spec's three tooltips of the statistics tab. */
export const STATISTICS_TIPS = [
  { key: 'study', label: t('studyTimeProgress'), text: t('studyTimeAndProgressCount') },
  { key: 'attend', label: t('lessonsAttended'), text: t('attendanceCountsLiveAndOffline') },
  {
    key: 'truant',
    label: t('absences'),
    text: t('absentLeaveNotHandledAnd'),
  },
] as const;

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: t('nickname'), priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '8.5rem', text: (r) => r.mobile },
  {
    key: 'campus',
    header: t('campus'),
    priority: 'optional',
    width: '8rem',
    text: (r) => r.campusName || '-',
  },
  {
    key: 'minutes',
    header: t('studyTimeMinutes'),
    priority: 'default',
    width: '7.5rem',
    text: (r) => minutesText(r.studySeconds),
  },
  {
    key: 'progress',
    header: t('studyProgress'),
    priority: 'default',
    width: '5.5rem',
    text: (r) => percentText(r.progressRate),
  },
  {
    key: 'attend',
    header: t('lessonsAttended'),
    priority: 'default',
    width: '5rem',
    body: (r) => r.attendTimes,
  },
  { key: 'leave', header: t('leaves'), priority: 'default', width: '5rem', body: (r) => r.leaveTimes },
  { key: 'truant', header: t('absences'), priority: 'default', width: '5rem', body: (r) => r.truantTimes },
  {
    key: 'homework',
    header: t('homeworkSubmittedSet'),
    priority: 'default',
    width: '7rem',
    text: (r) => `${r.homeworkSubmitted}/${r.homeworkAssigned}`,
  },
];

interface Filter {
  nickname: string;
  mobile: string;
  campusId: string | null;
}
const EMPTY: Filter = { nickname: '', mobile: '', campusId: null };

/** The statistics tab: per student study figures, the campus filter, the three tooltips and export. */
export function StatisticsTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied: filter, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const variables = {
    classId,
    nickname: filter.nickname.trim() || null,
    mobile: filter.mobile.trim() || null,
    campusId: filter.campusId,
  };
  const { data, previousData, loading, error, refetch } = useQuery(classStatisticsQuery, {
    variables: { ...variables, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exportStatistics] = useMutation(exportClassStatisticsMutation);
  const list = (data ?? previousData)?.classStatistics;
  const campuses = list?.campuses ?? [];
  const fields: FilterField<Filter>[] = [
    { kind: 'text', key: 'nickname', label: t('nickname') },
    { kind: 'text', key: 'mobile', label: t('mobileNumber') },
    {
      kind: 'select',
      key: 'campusId',
      label: t('campus'),
      options: campuses.map((c) => ({ label: c.name, value: c.id })),
      placeholder:
        campuses.length === 0 ? t('noCampus') : campuses.length === 1 ? campuses[0]?.name : t('all'),
      disabled: campuses.length <= 1,
    },
  ];
  return (
    <div className="class-tab">
      <FilterBar
        ariaLabel={t('filterStudyStatistics')}
        idPrefix="stat"
        fields={fields}
        {...bar}
        leading={
          <span className="filter-bar__check class-stat__tips">
            <Tooltip target=".class-stat__tip" position="top" />
            {STATISTICS_TIPS.map((tip) => (
              <button
                type="button"
                key={tip.key}
                className="class-stat__tip"
                data-pr-tooltip={tip.text}
                aria-label={t('text2', { label: tip.label, text: tip.text })}
              >
                <i className="pi pi-question-circle" aria-hidden="true" /> {tip.label}
              </button>
            ))}
          </span>
        }
        actions={
          <ExportButton
            produce={async () => (await exportStatistics({ variables })).data?.exportClassStatistics}
          />
        }
      />
      <ListTable<Row>
        listId="classStatistics"
        ariaLabel={t('studyStatistics')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noStudentsYet'), hint: t('noStudentsMatchTheFilter') }}
        paging={paging(list?.total ?? 0)}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: t('details'),
            ability: allowed,
            onClick: () =>
              navigateTo('StudentDetail', { id: Number(r.id), uid: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
