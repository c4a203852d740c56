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

type Row = HomeworkRowFieldsFragment;

/** 去批改 on a homework no student of the viewer's classes has submitted yet. */
export const NOTHING_TO_GRADE = '暂无学员提交作业';

const typeLabel = (r: Row) => (r.arranged ? '排课作业' : r.type === 'PERIOD' ? '课时作业' : '课程作业');

/**
 * The list's columns. At 1280 px the defaults fit beside the sidebar with the action column; 课时,
 * 类型, 发布人 and 发布时间 are one click away in the column chooser.
 */
const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'name',
    header: '作业名称',
    priority: 'fixed',
    body: (r) => (
      <span className="homework-name">
        {r.recalled && <Tag value="已撤回" severity="danger" className="homework-name__recall" />}
        <span className="list-table__ellipsis" title={r.name}>
          {r.name}
        </span>
      </span>
    ),
  },
  {
    key: 'periodTitle',
    header: '课时',
    priority: 'optional',
    width: '8rem',
    text: (r) => r.periodTitle || '-',
  },
  {
    key: 'notGradedCount',
    header: '未批改',
    priority: 'default',
    width: '5.5rem',
    sortable: true,
    body: (r) => r.notGradedCount,
  },
  { key: 'gradedCount', header: '已批改', priority: 'default', width: '4.5rem', body: (r) => r.gradedCount },
  {
    key: 'endingTime',
    header: '截止时间',
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.endingTime),
  },
  {
    key: 'submitted',
    header: '已提交/应提交',
    priority: 'default',
    width: '7rem',
    body: (r) => `${r.submittedCount}/${r.dueCount}`,
  },
  {
    key: 'classes',
    header: '班级',
    priority: 'default',
    width: '10rem',
    text: (r) => `${r.classNames || '-'}（${r.publishedClassCount}/${r.classCount}）`,
  },
  { key: 'type', header: '类型', priority: 'optional', width: '6rem', text: typeLabel },
  {
    key: 'publisher',
    header: '发布人',
    priority: 'optional',
    width: '8rem',
    text: (r) => `${r.publisherName}${r.publisherRole === 'TEACHER' ? '（老师）' : '（助教）'}`,
  },
  {
    key: 'publishTime',
    header: '发布时间',
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
    <section className="homework-main" aria-label="作业管理">
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
            label="发布作业"
            icon="pi pi-send"
            size="small"
            onClick={() => navigateTo('HomeworkPublish', courseId ? { course_id: courseId } : {})}
          />
        </div>
      )}
      <ListTable
        listId="homework"
        ariaLabel="作业列表"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: '暂无作业', hint: '没有符合条件的作业，换个条件再搜索，或点击重置查看全部。' }
            : {
                title: '暂无作业',
                hint: viewer.canDispatch
                  ? '点击上方“发布作业”，把题目布置给你的班级。'
                  : '老师发布作业后会显示在这里。',
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
