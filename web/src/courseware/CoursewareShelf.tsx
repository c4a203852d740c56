import { useQuery } from '@apollo/client/react';
import {
  COURSEWARE_MESSAGES,
  type CoursewareDialogContext,
  codeOf,
  IS_SYNC,
  WARE_TYPE_LABELS,
} from '@school/machines';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { CoursewareRow_CoursewareFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { CoursewareDialog, useCoursewareDialog } from './CoursewareDialog';
import { LibraryPicker } from './LibraryPicker';
import { coursewareClassifiesQuery } from './operations';
import { formatSize } from './uploadWare';
import './courseware.css';
import { t } from './i18n/zh-CN';

const PreviewDialog = lazy(() => import('./PreviewDialog'));

export type Row = CoursewareRow_CoursewareFragment;

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: t('coursewareName'), priority: 'fixed', text: (r) => r.name },
  {
    key: 'classify',
    header: t('category'),
    priority: 'default',
    width: '7rem',
    text: (r) => r.classifyName || '-',
  },
  {
    key: 'type',
    header: t('type'),
    priority: 'default',
    width: '7rem',
    text: (r) => WARE_TYPE_LABELS[codeOf('WareType', r.wareType)],
  },
  { key: 'file', header: t('file'), priority: 'default', width: '12rem', text: (r) => r.fileName },
  { key: 'size', header: t('size'), priority: 'optional', width: '6rem', text: (r) => formatSize(r.size) },
  {
    key: 'created',
    header: t('addedAt'),
    priority: 'default',
    width: '10rem',
    text: (r) => formatSchoolTime(r.createdAt).slice(0, 16),
  },
];

export interface ShelfMutations {
  /** Saves the dialog (add, or edit when `editingId` is set). */
  save: (context: CoursewareDialogContext) => Promise<void>;
  pick: (wareIds: string[]) => Promise<void>;
  remove: (row: Row) => Promise<void>;
}

/**
 * One shelf of courseware (a class's tab or a lesson session's list): its toolbar (上传课件,
 * 从课件库选择), the list with 查看 / 编辑 / 移除 as each row's abilities allow, the upload/edit dialog,
 * the library picker and the preview.
 */
export function CoursewareShelf({
  label,
  rows,
  loading,
  error,
  onRetry,
  pickedFor,
  mutations,
  session = false,
  paging,
  filters,
}: {
  label: string;
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  pickedFor: { classId: string } | { sessionId: string };
  mutations: ShelfMutations;
  session?: boolean;
  paging?: Parameters<typeof ListTable<Row>>[0]['paging'];
  filters?: ReactNode;
}) {
  const toast = useRef<Toast>(null);
  const { data: classifies } = useQuery(coursewareClassifiesQuery, { skip: session });
  const dialog = useCoursewareDialog(async (context) => {
    try {
      await mutations.save(context);
    } catch (e) {
      throw new Error(errorMessage(e));
    }
    toast.current?.show({
      severity: 'success',
      summary: context.editingId ? COURSEWARE_MESSAGES.edited : COURSEWARE_MESSAGES.added,
      life: 2000,
    });
  });
  const [, send] = dialog;
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

  const remove = async (row: Row) => {
    try {
      await mutations.remove(row);
      toast.current?.show({ severity: 'success', summary: COURSEWARE_MESSAGES.removed, life: 2000 });
    } catch (e) {
      toast.current?.show({ severity: 'error', summary: errorMessage(e) });
    }
  };

  return (
    <div className="courseware-shelf">
      <Toast ref={toast} position="top-center" />
      {filters}
      <div className="courseware-shelf__buttons">
        <Button
          type="button"
          label={t('uploadCourseware')}
          icon="pi pi-upload"
          size="small"
          onClick={() => send({ type: 'dialog.open', classifyOptional: session })}
        />
        <Button
          type="button"
          label={t('chooseFromTheLibrary')}
          icon="pi pi-folder-open"
          size="small"
          outlined
          onClick={() => setPicking(true)}
        />
      </div>
      <ListTable<Row>
        listId={session ? 'sessionCourseware' : 'classCourseware'}
        ariaLabel={label}
        columns={session ? COLUMNS.filter((c) => c.key !== 'classify') : COLUMNS}
        rows={rows}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={{ title: t('noCoursewareYet'), hint: t('uploadCoursewareOrChooseFrom') }}
        paging={paging}
        actionsWidth="11rem"
        actions={(r) => [
          { label: t('view'), ability: r.abilities.view, onClick: () => setPreviewing(r) },
          ...(session
            ? []
            : [
                {
                  label: t('edit'),
                  ability: r.abilities.edit,
                  onClick: () =>
                    send({
                      type: 'dialog.open',
                      editingId: r.id,
                      fields: {
                        name: r.name,
                        classifyId: r.classifyId ?? null,
                        wareType: codeOf('WareType', r.wareType),
                        description: r.description,
                        isSync: r.isSync ? IS_SYNC.yes : IS_SYNC.no,
                      },
                      file: {
                        url: r.url,
                        fid: r.fid,
                        fileName: r.fileName,
                        ext: r.fid.split('.').pop() ?? '',
                        size: r.size,
                      },
                    }),
                },
              ]),
          { label: t('remove'), ability: r.abilities.remove, danger: true, onClick: () => setRemoving(r) },
        ]}
      />
      <CoursewareDialog
        machine={dialog}
        classifies={classifies?.coursewareClassifies ?? []}
        title={dialog[0].context.editingId ? t('editCourseware') : t('uploadCourseware')}
      />
      <LibraryPicker
        visible={picking}
        pickedFor={pickedFor}
        onHide={() => setPicking(false)}
        onPick={async (ids) => {
          try {
            await mutations.pick(ids);
          } catch (e) {
            throw new Error(errorMessage(e));
          }
          toast.current?.show({ severity: 'success', summary: COURSEWARE_MESSAGES.added, life: 2000 });
        }}
      />
      <ConfirmDialog
        visible={removing !== null}
        header={t('notice')}
        message={COURSEWARE_MESSAGES.confirmRemove}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={() => {
          if (removing) void remove(removing);
          setRemoving(null);
        }}
        reject={() => setRemoving(null)}
        onHide={() => setRemoving(null)}
      />
      {previewing && (
        <Suspense fallback={null}>
          <PreviewDialog fid={previewing.fid} name={previewing.name} onHide={() => setPreviewing(null)} />
        </Suspense>
      )}
    </div>
  );
}
