import { useApolloClient, useQuery } from '@apollo/client/react';
import type { HomeworkRowActionsEmitted } from '@school/machines';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { HomeworkFilter, HomeworkRowFieldsFragment, SortOrder } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime, isoToSeconds } from '../shared/schoolTime';
import { useViewer } from '../shared/session/viewer';
import { homeworkRowActions } from './homeworkRowActions';
import { initialFilter, MainTabFilters } from './MainTabFilters';
import { homeworkListQuery, reportToGradeQuery } from './operations';
import { RowActionDialogs } from './RowActionDialogs';
import { useHomeworkRowActions } from './useHomeworkRowActions';
import './homework.css';
import { t } from './i18n/zh-CN';

type Row = HomeworkRowFieldsFragment;

/** 去批改 on a homework no student of the viewer's classes has submitted yet. */
export const NOTHING_TO_GRADE = t('noSubmissionsYet');

const typeLabel = (r: Row) =>
  r.arranged ? t('sessionHomework') : r.type === 'PERIOD' ? t('lessonHomework') : t('courseHomework');

/**
 * The list's columns. At 1280 px the defaults fit beside the sidebar with the action column; 课时,
 * 类型, 发布人 and 发布时间 are one click away in the column chooser.
 */
const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'name',
    header: t('homeworkName'),
    priority: 'fixed',
    body: (r) => (
      <span className="homework-name">
        {r.recalled && <Tag value={t('recalled')} severity="danger" className="homework-name__recall" />}
        <span className="list-table__ellipsis" title={r.name}>
          {r.name}
        </span>
      </span>
    ),
  },
  {
    key: 'periodTitle',
    header: t('lesson'),
    priority: 'optional',
    width: '8rem',
    text: (r) => r.periodTitle || '-',
  },
  {
    key: 'notGradedCount',
    header: t('notGraded'),
    priority: 'default',
    width: '5.5rem',
    sortable: true,
    body: (r) => r.notGradedCount,
  },
  {
    key: 'gradedCount',
    header: t('graded'),
    priority: 'default',
    width: '4.5rem',
    body: (r) => r.gradedCount,
  },
  {
    key: 'endingTime',
    header: t('deadline'),
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.endingTime),
  },
  {
    key: 'submitted',
    header: t('submittedExpected'),
    priority: 'default',
    width: '7rem',
    body: (r) => `${r.submittedCount}/${r.dueCount}`,
  },
  {
    key: 'classes',
    header: t('class'),
    priority: 'default',
    width: '10rem',
    text: (r) =>
      t('text2', {
        value: r.classNames || '-',
        publishedClassCount: r.publishedClassCount,
        classCount: r.classCount,
      }),
  },
  { key: 'type', header: t('type'), priority: 'optional', width: '6rem', text: typeLabel },
  {
    key: 'publisher',
    header: t('publishedBy'),
    priority: 'optional',
    width: '8rem',
    text: (r) => `${r.publisherName}${r.publisherRole === 'TEACHER' ? t('teacher') : t('assistant')}`,
  },
  {
    key: 'publishTime',
    header: t('publishedAt'),
    priority: 'optional',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.publishTime),
  },
];

/** The main tab of HomeworkManage: filters, the homework list and its actions. */
export function MainTab({ courseId }: { courseId: number | undefined }) {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const course = courseId ? String(courseId) : null;
  const [filter, setFilter] = useState<HomeworkFilter>(() => initialFilter(course));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSort] = useState<SortOrder | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(homeworkListQuery, {
    variables: { filter, page, limit: pageSize, sortNotGraded: sort },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useHomeworkRowActions();
  useEffect(() => {
    const subscription = actions.actor.on('notice', (e: HomeworkRowActionsEmitted) =>
      toast.current?.show({ severity: e.severity, summary: e.message, life: 2500 }),
    );
    return () => subscription.unsubscribe();
  }, [actions.actor]);

  const list = (data ?? previousData)?.homeworkList;
  const client = useApolloClient();
  /** 去批改 opens the grading page on the homework's first report awaiting grading (hw/review/id). */
  const gradeHomework = async (homeworkId: string) => {
    try {
      const { data: found } = await client.query({
        query: reportToGradeQuery,
        variables: { homeworkId },
        fetchPolicy: 'network-only',
      });
      if (found?.reportToGrade)
        navigateTo('HomeworkApprove', { report_id: Number(found.reportToGrade), class_id: 0 });
      else toast.current?.show({ severity: 'info', summary: NOTHING_TO_GRADE, life: 2500 });
    } catch (e) {
      toast.current?.show({
        severity: 'error',
        summary: e instanceof Error ? e.message : String(e),
        life: 2500,
      });
    }
  };
  const rowActions = (r: Row) => {
    const id = Number(r.id);
    return homeworkRowActions(r.abilities, {
      view: () => navigateTo('HomeworkDetail', { hw_id: id, class_id: 0 }),
      grade: () => void gradeHomework(r.id),
      copy: () => navigateTo('HomeworkPublish', { type: 'copy', id }),
      continuePublishing: () => actions.send({ type: 'continue.open', hwId: r.id }),
      adjustDeadline: () =>
        actions.send({ type: 'deadline.open', hwId: r.id, endingTime: isoToSeconds(r.endingTime) }),
      recall: () => actions.send({ type: 'recall.open', hwId: r.id }),
    });
  };
  const filtered = Object.entries(filter).some(([key, value]) => key !== 'courseId' && value !== null);

  return (
    <section className="homework-main" aria-label={t('homework')}>
      <Toast ref={toast} position="top-center" />
      <RowActionDialogs api={actions} />
      <MainTabFilters
        courseId={course}
        isTeacher={viewer.user.role === 'TEACHER'}
        onSearch={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      {viewer.canDispatch && (
        <div className="homework-main__toolbar">
          <Button
            label={t('publishHomework')}
            icon="pi pi-send"
            size="small"
            onClick={() => navigateTo('HomeworkPublish', courseId ? { course_id: courseId } : {})}
          />
        </div>
      )}
      <ListTable
        listId="homework"
        ariaLabel={t('homeworkList')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: t('noHomeworkYet'), hint: t('noHomeworkMatchesTryAnother') }
            : {
                title: t('noHomeworkYet'),
                hint: viewer.canDispatch
                  ? t('clickPublishHomeworkAboveTo')
                  : t('homeworkAppearsHereOnceTeachers'),
              }
        }
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          },
        }}
        sort={{
          field: sort ? 'notGradedCount' : null,
          order: sort === 'ASC' ? 1 : sort === 'DESC' ? -1 : 0,
          onChange: (_field, order) => {
            setSort(order === 1 ? 'ASC' : order === -1 ? 'DESC' : null);
            setPage(1);
          },
        }}
        actions={rowActions}
        actionsWidth="11rem"
        rowClassName={(r) => ({ 'homework-row--recalled': r.recalled })}
      />
    </section>
  );
}
