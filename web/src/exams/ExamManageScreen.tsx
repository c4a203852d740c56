import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ExamFilter, ExamRowFieldsFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { capabilityRefusals, hasCapability } from '../shared/session/capabilities';
import { useViewer } from '../shared/session/viewer';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, refused } from '../shared/ui/ability';
import { PageHeader } from '../shared/ui/PageHeader';
import { ExamFilters } from './ExamFilters';
import { durationText, examStatusLabel, examStatusSeverity, timeText, timeTypeLabel } from './examFormat';
import { closeExamMutation, examListQuery, publishExamMutation } from './operations';
import './exams.css';

type Row = ExamRowFieldsFragment;

const columns: ListColumn<Row>[] = [
  { key: 'id', header: 'ID', priority: 'optional', width: '4rem', text: (r) => r.id },
  { key: 'name', header: '考试名称', priority: 'fixed', text: (r) => r.name },
  { key: 'classify', header: '分类', priority: 'default', width: '6rem', text: (r) => r.classifyName },
  {
    key: 'timeType',
    header: '时间类型',
    priority: 'optional',
    width: '5.5rem',
    text: (r) => timeTypeLabel(r.timeType),
  },
  {
    key: 'start',
    header: '开始时间',
    priority: 'default',
    width: '8.5rem',
    text: (r) => (r.timeType === 1 ? timeText(r.startTime) : timeTypeLabel(r.timeType)),
  },
  { key: 'end', header: '结束时间', priority: 'default', width: '8.5rem', text: (r) => timeText(r.endTime) },
  {
    key: 'duration',
    header: '时长',
    priority: 'optional',
    width: '5rem',
    text: (r) => durationText(r.durationMinutes),
  },
  {
    key: 'tested',
    header: '已考/应考',
    priority: 'default',
    width: '5rem',
    text: (r) => `${r.testedCount}/${r.shouldTestCount}`,
  },
  { key: 'score', header: '总分', priority: 'default', width: '4rem', text: (r) => String(r.score) },
  {
    key: 'status',
    header: '状态',
    priority: 'fixed',
    width: '5rem',
    body: (r) => <Tag value={examStatusLabel(r.status)} severity={examStatusSeverity(r.status)} />,
  },
  { key: 'creator', header: '创建人', priority: 'default', width: '6rem', text: (r) => r.creatorName },
  { key: 'school', header: '学校', priority: 'optional', width: '6rem', text: (r) => r.schoolName },
];

/** ExamManage: the exams the caller sees, filtered; create, edit, publish, close and open an exam. */
export default function ExamManageScreen() {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const [filter, setFilter] = useState<ExamFilter>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(examListQuery, {
    variables: { filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [publish, publishing] = useMutation(publishExamMutation);
  const [close, closing] = useMutation(closeExamMutation);
  const list = (data ?? previousData)?.exams;

  const change = (row: Row, kind: 'publish' | 'close') =>
    confirmDialog({
      header: kind === 'publish' ? '发布考试' : '关闭考试',
      message:
        kind === 'publish'
          ? `发布后学员即可参加「${row.name}」，试题不能再修改。确认发布吗？`
          : `关闭后学员不能再开始「${row.name}」，成绩仍可查看。确认关闭吗？`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: kind === 'publish' ? '发布' : '关闭',
      rejectLabel: '取消',
      acceptClassName: kind === 'close' ? 'p-button-danger' : undefined,
      accept: async () => {
        try {
          if (kind === 'publish') await publish({ variables: { id: row.id } });
          else await close({ variables: { id: row.id } });
          toast.current?.show({
            severity: 'success',
            summary: kind === 'publish' ? '发布成功' : '关闭成功',
            life: 2000,
          });
        } catch (e) {
          toast.current?.show({ severity: 'error', summary: errorMessage(e) });
        }
      },
    });

  const mayCreate = hasCapability(viewer, 'canDispatch');
  return (
    <section className="exam-manage" aria-label="考试管理">
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog />
      <PageHeader
        title="考试管理"
        actions={
          <ActionButton
            link={false}
            action={{
              label: '创建考试',
              icon: 'pi pi-plus',
              ability: mayCreate ? allowed : refused(capabilityRefusals.canDispatch),
              onClick: () => navigateTo('ExamEdit', {}),
            }}
          />
        }
      />
      <ExamFilters
        onSearch={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <ListTable<Row>
        listId="examManage"
        ariaLabel="考试列表"
        columns={columns}
        rows={list?.list}
        dataKey="id"
        loading={loading || publishing.loading || closing.loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无考试', hint: mayCreate ? '点击“创建考试”从题库组卷' : '没有符合筛选条件的考试' }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="9.5rem"
        actions={(r) => [
          { label: '查看', ability: allowed, onClick: () => navigateTo('ExamDetail', { id: Number(r.id) }) },
          {
            label: '编辑',
            ability: r.abilities.edit,
            onClick: () => navigateTo('ExamEdit', { id: Number(r.id) }),
          },
          { label: '发布', ability: r.abilities.publish, onClick: () => change(r, 'publish') },
          { label: '关闭', ability: r.abilities.close, onClick: () => change(r, 'close'), danger: true },
        ]}
      />
    </section>
  );
}
