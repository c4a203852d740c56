import { useQuery } from '@apollo/client/react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { GradingListFilter, GradingListQuery, HomeworkType } from '../generated/graphql';
import { FilterBar } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { useViewer } from '../shared/session/viewer';
import { allowed } from '../shared/ui/ability';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { StudentName } from '../shared/ui/StudentName';
import { t } from './i18n/zh-CN';
import { gradingListQuery } from './operations';

type Row = GradingListQuery['gradingList']['list'][number];

const TYPE_CHOICES: { label: string; value: HomeworkType }[] = [
  { label: t('courseHomework'), value: 'COURSE' },
  { label: t('lessonHomework'), value: 'PERIOD' },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: t('homeworkName'), priority: 'fixed', text: (r) => r.name },
  {
    key: 'nickname',
    header: t('student'),
    priority: 'fixed',
    width: '10rem',
    body: (r) => <StudentName nickname={r.nickname} namesHidden={r.namesHidden} />,
  },
  {
    key: 'submitTime',
    header: t('submittedAt'),
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => (r.submitTime ? formatSchoolTime(r.submitTime) : '-'),
  },
  {
    key: 'type',
    header: t('type'),
    priority: 'default',
    width: '6rem',
    text: (r) => (r.type === 'PERIOD' ? t('lessonHomework') : t('courseHomework')),
  },
  {
    key: 'courseTitle',
    header: t('course'),
    priority: 'default',
    width: '9rem',
    text: (r) => r.courseTitle || '-',
  },
  {
    key: 'periodsTitle',
    header: t('lesson'),
    priority: 'optional',
    width: '8rem',
    text: (r) => r.periodsTitle || '-',
  },
  {
    key: 'publisher',
    header: t('publishedBy'),
    priority: 'optional',
    width: '7rem',
    text: (r) => r.publisher,
  },
  {
    key: 'publishTime',
    header: t('publishedAt'),
    priority: 'default',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.publishTime),
  },
];

interface Draft {
  published: DayRange;
  name: string;
  type: HomeworkType | null;
  courseTitle: string;
  periodsTitle: string;
  nickname: string;
  publisher: string;
  showOther: boolean;
}

const EMPTY: Draft = {
  published: null,
  name: '',
  type: null,
  courseTitle: '',
  periodsTitle: '',
  nickname: '',
  publisher: '',
  showOther: false,
};

function toFilter(d: Draft): GradingListFilter {
  const published = dayRangeBounds(d.published);
  const text = (s: string) => s.trim() || null;
  return {
    publishTimeStart: published.from,
    publishTimeEnd: published.to,
    name: text(d.name),
    type: d.type,
    courseTitle: text(d.courseTitle),
    periodsTitle: text(d.periodsTitle),
    nickname: text(d.nickname),
    publisher: text(d.publisher),
    showOther: d.showOther || null,
  };
}

/**
 * HomeworkManage's approve tab (spec section 2): the reports awaiting grading in the viewer's classes,
 * with the spec's filters, search and reset, paged; 批改 opens HomeworkApprove with the report.
 */
export function ApproveList() {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const filter = toFilter(applied);
  const { data, previousData, loading, error, refetch } = useQuery(gradingListQuery, {
    variables: { filter: { ...filter, page, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.gradingList;
  const filtered = Object.values(filter).some((v) => v !== null && v !== undefined);
  return (
    <section className="approve-list" aria-label={t('grading')}>
      <FilterBar
        ariaLabel={t('filterHomeworkAwaitingGrading')}
        idPrefix="ap"
        fields={[
          { kind: 'dateRange', key: 'published', label: t('publishedAt') },
          { kind: 'text', key: 'name', label: t('homeworkName') },
          { kind: 'select', key: 'type', label: t('homeworkType'), options: TYPE_CHOICES },
          { kind: 'text', key: 'courseTitle', label: t('courseName') },
          { kind: 'text', key: 'periodsTitle', label: t('lessonName') },
          { kind: 'text', key: 'nickname', label: t('studentNickname') },
          { kind: 'text', key: 'publisher', label: t('publishedBy') },
          viewer.user.role === 'TEACHER' && {
            kind: 'check',
            key: 'showOther',
            label: t('showHomeworkOfLessonsI'),
          },
        ]}
        {...bar}
      />
      <ListTable
        listId="grading"
        ariaLabel={t('homeworkAwaitingGrading')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: t('noHomeworkAwaitingGrading'), hint: t('noHomeworkMatchesTryAnother') }
            : { title: t('noHomeworkAwaitingGrading'), hint: t('homeworkAppearsHereOnceStudents') }
        }
        paging={paging(list?.total ?? 0)}
        actions={(r) => [
          {
            label: t('grade'),
            icon: 'pi pi-pencil',
            ability: allowed,
            onClick: () =>
              navigateTo('HomeworkApprove', { report_id: Number(r.reportId), class_id: Number(r.classId) }),
          },
        ]}
        actionsWidth="6rem"
      />
    </section>
  );
}
