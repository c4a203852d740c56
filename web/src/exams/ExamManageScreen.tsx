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
import { t } from './i18n/zh-CN';

type Row = ExamRowFieldsFragment;

const columns: ListColumn<Row>[] = [
  { key: 'id', header: 'ID', priority: 'optional', width: '4rem', text: (r) => r.id },
  { key: 'name', header: t('examName'), priority: 'fixed', text: (r) => r.name },
  { key: 'classify', header: t('category'), priority: 'default', width: '6rem', text: (r) => r.classifyName },
  {
    key: 'timeType',
    header: t('timeType'),
    priority: 'optional',
    width: '5.5rem',
    text: (r) => timeTypeLabel(r.timeType),
  },
  {
    key: 'start',
    header: t('startTime'),
    priority: 'default',
    width: '8.5rem',
    text: (r) => (r.timeType === 'FIXED_PERIOD' ? timeText(r.startTime) : timeTypeLabel(r.timeType)),
  },
  {
    key: 'end',
    header: t('endTime'),
    priority: 'default',
    width: '8.5rem',
    text: (r) => timeText(r.endTime),
  },
  {
    key: 'duration',
    header: t('length'),
    priority: 'optional',
    width: '5rem',
    text: (r) => durationText(r.durationMinutes),
  },
  {
    key: 'tested',
    header: t('takenExpected'),
    priority: 'default',
    width: '5rem',
    text: (r) => `${r.testedCount}/${r.shouldTestCount}`,
  },
  { key: 'score', header: t('totalScore'), priority: 'default', width: '4rem', text: (r) => String(r.score) },
  {
    key: 'status',
    header: t('status'),
    priority: 'fixed',
    width: '5rem',
    body: (r) => <Tag value={examStatusLabel(r.status)} severity={examStatusSeverity(r.status)} />,
  },
  { key: 'creator', header: t('createdBy'), priority: 'default', width: '6rem', text: (r) => r.creatorName },
  { key: 'school', header: t('school'), priority: 'optional', width: '6rem', text: (r) => r.schoolName },
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
      header: kind === 'publish' ? t('publishExam') : t('closeExam'),
      message:
        kind === 'publish'
          ? t('oncePublishedStudentsCanTake', { name: row.name })
          : t('onceClosedStudentsCanNo', { name: row.name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: kind === 'publish' ? t('publish') : t('close'),
      rejectLabel: t('cancel'),
      acceptClassName: kind === 'close' ? 'p-button-danger' : undefined,
      accept: async () => {
        try {
          if (kind === 'publish') await publish({ variables: { id: row.id } });
          else await close({ variables: { id: row.id } });
          toast.current?.show({
            severity: 'success',
            summary: kind === 'publish' ? t('published') : t('closed'),
            life: 2000,
          });
        } catch (e) {
          toast.current?.show({ severity: 'error', summary: errorMessage(e) });
        }
      },
    });

  const mayCreate = hasCapability(viewer, 'canDispatch');
  return (
    <section className="exam-manage" aria-label={t('exams')}>
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog />
      <PageHeader
        title={t('exams')}
        actions={
          <ActionButton
            link={false}
            action={{
              label: t('createExam'),
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
        ariaLabel={t('examList')}
        columns={columns}
        rows={list?.list}
        dataKey="id"
        loading={loading || publishing.loading || closing.loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: t('noExamsYet'),
          hint: mayCreate ? t('clickCreateExamToBuild') : t('noExamsMatchTheFilter'),
        }}
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
          {
            label: t('view'),
            ability: allowed,
            onClick: () => navigateTo('ExamDetail', { id: Number(r.id) }),
          },
          {
            label: t('edit'),
            ability: r.abilities.edit,
            onClick: () => navigateTo('ExamEdit', { id: Number(r.id) }),
          },
          { label: t('publish'), ability: r.abilities.publish, onClick: () => change(r, 'publish') },
          { label: t('close'), ability: r.abilities.close, onClick: () => change(r, 'close'), danger: true },
        ]}
      />
    </section>
  );
}
