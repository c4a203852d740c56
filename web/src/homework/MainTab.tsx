import { useQuery } from '@apollo/client/react';
import type { HomeworkRowActionsEmitted } from '@school/machines';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import { useViewer } from '../auth';
import type { HomeworkFilter, HomeworkRowFieldsFragment, SortOrder } from '../generated/graphql';
import { HomeworkRowActionsCell } from './HomeworkRowActionsCell';
import { formatTime } from './homeworkFormat';
import { initialFilter, MainTabFilters } from './MainTabFilters';
import { homeworkListQuery } from './operations';
import { RowActionDialogs } from './RowActionDialogs';
import { useHomeworkRowActions } from './useHomeworkRowActions';

const PAGE_SIZE = 20;

/** The main tab of HomeworkManage: filters, the homework list (page size 20) and its actions. */
export function MainTab({ courseId }: { courseId: number | undefined }) {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const course = courseId ? String(courseId) : null;
  const [filter, setFilter] = useState<HomeworkFilter>(() => initialFilter(course));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortOrder | null>(null);
  const { data, loading } = useQuery(homeworkListQuery, {
    variables: { filter, page, limit: PAGE_SIZE, sortNotGraded: sort },
    fetchPolicy: 'cache-and-network',
  });
  const actions = useHomeworkRowActions();
  useEffect(() => {
    const subscription = actions.actor.on('notice', (e: HomeworkRowActionsEmitted) =>
      toast.current?.show({ severity: e.severity, summary: e.message, life: 2500 }),
    );
    return () => subscription.unsubscribe();
  }, [actions.actor]);

  const onPage = (e: DataTableStateEvent) => setPage((e.page ?? 0) + 1);
  const onSort = (e: DataTableStateEvent) => {
    setSort(e.sortOrder === 1 ? 'ASC' : e.sortOrder === -1 ? 'DESC' : null);
    setPage(1);
  };
  const list = data?.homeworkList.list ?? [];
  const name = (row: HomeworkRowFieldsFragment) => (
    <span className="homework-name">
      {row.recalled && (
        <Tag value="已撤回" severity="danger" className="homework-name__recall" icon="pi pi-undo" />
      )}
      {row.name}
    </span>
  );

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
            onClick={() => navigateTo('HomeworkPublish', courseId ? { course_id: courseId } : {})}
          />
        </div>
      )}
      <DataTable
        value={list}
        dataKey="id"
        lazy
        loading={loading && !data}
        paginator
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={data?.homeworkList.total ?? 0}
        onPage={onPage}
        onSort={onSort}
        sortField={sort ? 'notGradedCount' : undefined}
        sortOrder={sort === 'ASC' ? 1 : sort === 'DESC' ? -1 : 0}
        removableSort
        rowClassName={(row: HomeworkRowFieldsFragment) => ({ 'homework-row--recalled': row.recalled })}
        emptyMessage="暂无作业"
        className="homework-table"
        tableStyle={{ minWidth: '1180px' }}
        size="small"
        scrollable
      >
        <Column header="作业名称" body={name} style={{ minWidth: '12rem' }} />
        <Column header="课时" body={(r: HomeworkRowFieldsFragment) => r.periodTitle || '-'} />
        <Column header="未批改" field="notGradedCount" sortable />
        <Column header="已批改" field="gradedCount" />
        <Column header="截止时间" body={(r: HomeworkRowFieldsFragment) => formatTime(r.endingTime)} />
        <Column
          header="已提交/应提交"
          body={(r: HomeworkRowFieldsFragment) => `${r.submittedCount}/${r.dueCount}`}
        />
        <Column
          header="班级"
          body={(r: HomeworkRowFieldsFragment) => (
            <span title={r.classNames}>
              {r.classNames || '-'}
              <span className="homework-classes__count">
                （{r.publishedClassCount}/{r.classCount}）
              </span>
            </span>
          )}
          style={{ minWidth: '10rem' }}
        />
        <Column
          header="类型"
          body={(r: HomeworkRowFieldsFragment) =>
            r.arranged ? '排课作业' : r.type === 'PERIOD' ? '课时作业' : '课程作业'
          }
        />
        <Column
          header="发布人"
          body={(r: HomeworkRowFieldsFragment) =>
            `${r.publisherName}${r.publisherRole === 'TEACHER' ? '（老师）' : '（助教）'}`
          }
        />
        <Column header="发布时间" body={(r: HomeworkRowFieldsFragment) => formatTime(r.publishTime)} />
        <Column
          header="操作"
          body={(r: HomeworkRowFieldsFragment) => <HomeworkRowActionsCell row={r} api={actions} />}
          frozen
          alignFrozen="right"
          style={{ minWidth: '16rem' }}
        />
      </DataTable>
    </section>
  );
}
