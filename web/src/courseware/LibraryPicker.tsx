import { useQuery } from '@apollo/client/react';
import { COURSEWARE_MESSAGES, codeOf, enumOf, WARE_TYPE_LABELS, WARE_TYPES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import type { CoursewareRow_CoursewareFragment, WareType } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { DialogFooter } from '../shared/ui/DialogFooter';
import '../shared/ui/filterBar.css';
import { t as tr } from './i18n/zh-CN';
import { coursewareLibraryQuery } from './operations';

type Row = CoursewareRow_CoursewareFragment;

const TYPE_CHOICES = WARE_TYPES.map((t) => ({ label: WARE_TYPE_LABELS[t], value: enumOf('WareType', t) }));

const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'name',
    header: tr('coursewareName'),
    priority: 'fixed',
    body: (r) => (
      <span className="courseware-name">
        <span title={r.name}>{r.name}</span>
        {r.picked && <Tag value={tr('added')} severity="secondary" />}
      </span>
    ),
  },
  {
    key: 'classify',
    header: tr('category'),
    priority: 'default',
    width: '7rem',
    text: (r) => r.classifyName || '-',
  },
  {
    key: 'type',
    header: tr('type'),
    priority: 'default',
    width: '7rem',
    text: (r) => WARE_TYPE_LABELS[codeOf('WareType', r.wareType)],
  },
  {
    key: 'uploader',
    header: tr('uploadedBy'),
    priority: 'default',
    width: '6rem',
    text: (r) => r.uploaderName || '-',
  },
];

/**
 * The pick-from-library dialog: filters by name and type, choose one or more (those already on the
 * class or session are marked 已添加 and cannot be chosen); confirming without a choice says 请选择课件.
 */
export function LibraryPicker({
  visible,
  pickedFor,
  onHide,
  onPick,
}: {
  visible: boolean;
  pickedFor: { classId: string } | { sessionId: string };
  onHide: () => void;
  onPick: (wareIds: string[]) => Promise<void>;
}) {
  const [draft, setDraft] = useState<{ name: string; wareType: WareType | null }>({
    name: '',
    wareType: null,
  });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    data,
    previousData,
    loading,
    error: loadError,
    refetch,
  } = useQuery(coursewareLibraryQuery, {
    skip: !visible,
    variables: {
      filter: { name: filter.name.trim() || null, wareType: filter.wareType },
      pickedForClass: 'classId' in pickedFor ? pickedFor.classId : null,
      pickedForSession: 'sessionId' in pickedFor ? pickedFor.sessionId : null,
      page,
      limit: 10,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.coursewareLibrary;
  const close = () => {
    setSelected([]);
    setError(null);
    onHide();
  };
  const confirm = async () => {
    if (selected.length === 0) {
      setError(COURSEWARE_MESSAGES.chooseWare);
      return;
    }
    setBusy(true);
    try {
      await onPick(selected.map((r) => r.id));
      close();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      header={tr('chooseFromTheLibrary')}
      visible={visible}
      style={{ width: '760px' }}
      onHide={close}
      footer={<DialogFooter onCancel={close} onConfirm={() => void confirm()} busy={busy} lockWhileBusy />}
    >
      <form
        className="filter-bar"
        aria-label={tr('filterTheLibrary')}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="library-name">{tr('coursewareName')}</label>
          <InputText
            id="library-name"
            value={draft.name}
            placeholder={tr('enterACoursewareName')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="library-type">{tr('coursewareType')}</label>
          <Dropdown
            inputId="library-type"
            value={draft.wareType}
            options={TYPE_CHOICES}
            placeholder={tr('all')}
            showClear
            onChange={(e) => setDraft({ ...draft, wareType: e.value ?? null })}
          />
        </span>
        <div className="filter-bar__actions">
          <Button type="submit" label={tr('search')} icon="pi pi-search" size="small" />
        </div>
      </form>
      <ListTable<Row>
        listId="coursewareLibrary"
        ariaLabel={tr('coursewareLibrary')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={loadError}
        onRetry={() => void refetch()}
        skeletonRows={5}
        size="small"
        empty={{ title: tr('noCoursewareYet'), hint: tr('noCoursewareInTheLibrary') }}
        selection={{
          selected,
          onChange: (rows: Row[]) => {
            setSelected(rows);
            setError(null);
          },
          isSelectable: (r) => !r.picked,
        }}
        paging={{ page, pageSize: 10, total: list?.total ?? 0, onChange: (p) => setPage(p), pageSizes: [10] }}
      />
      {error && (
        <p className="courseware-form__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
