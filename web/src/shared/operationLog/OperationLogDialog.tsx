import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { OperationLogQuery, OperationSubjectType, Role } from '../../generated/graphql';
import { type ListColumn, ListTable } from '../list/ListTable';
import { formatSchoolTime } from '../schoolTime';
import { roleLabel } from '../session/roles';
import { changeText } from './changeText';
import { operationLogQuery } from './operations';
import './operationLog.css';
import { t } from '../i18n/zh-CN';

type Row = OperationLogQuery['operationLog']['list'][number];

/** The doer's role as the rest of the back-office names it; the school's own setup has none. */
const roleText = (role: string | null | undefined): string => {
  const label = role ? roleLabel(role.toUpperCase() as Role) : undefined;
  return label ? t('operationLabel', { label }) : '';
};

const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'createdAt',
    header: t('operationTime'),
    priority: 'fixed',
    width: '10rem',
    text: (r) => formatSchoolTime(r.createdAt),
  },
  {
    key: 'actor',
    header: t('operator'),
    priority: 'fixed',
    width: '9rem',
    text: (r) => `${r.actorName}${roleText(r.actorRole)}`,
  },
  { key: 'action', header: t('operation'), priority: 'fixed', width: '7.5rem', text: (r) => r.actionName },
  { key: 'change', header: t('operationContent'), priority: 'default', text: changeText },
];

/** The trail (操作记录) of a homework, report, question or class: who did what and when, newest first. */
export function OperationLogDialog({
  subjectType,
  subjectId,
  onClose,
}: {
  subjectType: OperationSubjectType;
  subjectId: string;
  onClose: () => void;
}) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const { data, previousData, loading, error, refetch } = useQuery(operationLogQuery, {
    variables: { subjectType, subjectId, page: paging.page, limit: paging.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.operationLog;
  return (
    <Dialog
      header={t('operationLog')}
      visible
      className="operation-log"
      style={{ width: '880px' }}
      onHide={onClose}
    >
      <ListTable<Row>
        listId="operationLog"
        ariaLabel={t('operationLog')}
        columns={COLUMNS}
        rows={page?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noOperations'), hint: t('operationsHint') }}
        skeletonRows={5}
        paging={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: page?.total ?? 0,
          pageSizes: [10, 20, 50],
          onChange: (p, size) => setPaging({ page: p, pageSize: size }),
        }}
      />
    </Dialog>
  );
}

/** The 操作记录 button of a detail page's header, opening the trail of its subject. */
export function OperationLogButton({
  subjectType,
  subjectId,
}: {
  subjectType: OperationSubjectType;
  subjectId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        outlined
        size="small"
        icon="pi pi-history"
        label={t('operationLog')}
        onClick={() => setOpen(true)}
      />
      {open && (
        <OperationLogDialog subjectType={subjectType} subjectId={subjectId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
