import { useMutation, useQuery } from '@apollo/client/react';
import { enumValueName, RUBRIC_STATUS_LABEL } from '@school/machines';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import type { RubricFieldsFragment, RubricStatus } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { archiveRubricMutation, rubricsQuery } from './operations';
import { RubricDialog } from './RubricDialog';
import './rubric.css';
import { t } from './i18n/zh-CN';

type Row = RubricFieldsFragment;

const SEVERITY: Record<RubricStatus, 'success' | 'info' | 'secondary'> = {
  DRAFT: 'info',
  IN_USE: 'success',
  ARCHIVED: 'secondary',
};

const COLUMNS: ListColumn<Row>[] = [
  { key: 'title', header: t('name'), priority: 'fixed', text: (r) => r.title },
  {
    key: 'criteria',
    header: t('criteria'),
    priority: 'default',
    text: (r) => r.criteria.map((c) => t('levels', { name: c.name, value: c.levels.length })).join(t('text')),
  },
  {
    key: 'maxPoints',
    header: t('maximum'),
    priority: 'default',
    width: '5rem',
    text: (r) => String(r.maxPoints),
  },
  {
    key: 'usedCount',
    header: t('timesUsed'),
    priority: 'optional',
    width: '6rem',
    text: (r) => String(r.usedCount),
  },
  {
    key: 'updatedAt',
    header: t('updated'),
    priority: 'optional',
    width: '9.5rem',
    text: (r) => formatSchoolTime(r.updatedAt),
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'fixed',
    width: '6rem',
    body: (r) => <Tag value={r.statusLabel} severity={SEVERITY[r.status]} />,
  },
];

interface Filter {
  status: RubricStatus | null;
}
const NO_FILTER: Filter = { status: null };
const FIELDS: FilterField<Filter>[] = [
  {
    kind: 'select',
    key: 'status',
    label: t('status'),
    options: (['draft', 'inUse', 'archived'] as const).map((s) => ({
      value: enumValueName(s),
      label: RUBRIC_STATUS_LABEL[s],
    })),
  },
];

/** What the library screen shows over the list: nothing, the create or edit dialog, or the archive question. */
type Open = { kind: 'none' } | { kind: 'edit'; rubric: Row | null } | { kind: 'archive'; rubric: Row };

/**
 * The rubric library (作业管理 › 评分标准): the caller's own rubrics with their status, a dialog to
 * build or edit one (a draft only), and archiving with a confirmation.
 */
export function RubricLibrary() {
  const toast = useRef<Toast>(null);
  const { applied, page, pageSize, bar, paging } = useListFilter(NO_FILTER);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const { data, previousData, loading, error, refetch } = useQuery(rubricsQuery, {
    variables: { status: applied.status, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [archive] = useMutation(archiveRubricMutation);
  const result = (data ?? previousData)?.rubrics;
  const done = (message: string) => {
    setOpen({ kind: 'none' });
    toast.current?.show({ severity: 'success', summary: message, life: 2000 });
    void refetch();
  };
  return (
    <div className="rubric-library">
      <Toast ref={toast} position="top-center" />
      <FilterBar ariaLabel={t('filterRubrics')} idPrefix="rubric-filter" fields={FIELDS} {...bar} />
      <div className="rubric-library__toolbar">
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={t('newRubric')}
          onClick={() => setOpen({ kind: 'edit', rubric: null })}
        />
        <span className="rubric-library__hint">{t('aRubricCanBeAttached')}</span>
      </div>
      <ListTable
        listId="rubrics"
        ariaLabel={t('rubrics')}
        columns={COLUMNS}
        rows={result?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noRubricsYet'), hint: t('chooseNewRubricToSet') }}
        paging={paging(result?.total ?? 0)}
        actions={(r) => [
          {
            label: t('edit'),
            ability: r.abilities.edit,
            onClick: () => setOpen({ kind: 'edit', rubric: r }),
          },
          {
            label: t('archive'),
            danger: true,
            ability: r.abilities.archive,
            onClick: () => setOpen({ kind: 'archive', rubric: r }),
          },
        ]}
      />
      {open.kind === 'edit' && (
        <RubricDialog editing={open.rubric} onClose={() => setOpen({ kind: 'none' })} onSaved={done} />
      )}
      <ConfirmDialog
        visible={open.kind === 'archive'}
        header={t('archiveRubric')}
        message={
          open.kind === 'archive' ? t('archiveAnArchivedRubricCannot', { title: open.rubric.title }) : ''
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('archive')}
        rejectLabel={t('cancel')}
        acceptClassName="p-button-danger"
        onHide={() => setOpen({ kind: 'none' })}
        accept={async () => {
          if (open.kind !== 'archive') return;
          try {
            await archive({ variables: { id: open.rubric.id } });
            done(t('archived'));
          } catch (e) {
            toast.current?.show({ severity: 'error', summary: errorMessage(e), life: 3000 });
          }
        }}
      />
    </div>
  );
}
