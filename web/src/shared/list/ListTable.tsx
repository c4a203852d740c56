import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSelectionMultipleChangeEvent } from 'primereact/datatable';
import { OverlayPanel } from 'primereact/overlaypanel';
import { ProgressBar } from 'primereact/progressbar';
import { Skeleton } from 'primereact/skeleton';
import { Tooltip } from 'primereact/tooltip';
import {
  createContext,
  type ReactNode,
  use,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { errorMessage, isForbidden } from '../graphqlErrors';
import { ViewerContext } from '../session/viewer';
import type { Action } from '../ui/ability';
import { NO_ACCESS } from '../ui/NoAccess';
import { RowActions } from '../ui/RowActions';
import { type ColumnPriority, columnStorageKey, readColumnChoice, visibleColumns } from './columns';
import { ListPager } from './ListPager';
import './listTable.css';
import { t } from '../i18n/zh-CN';

export interface ListColumn<Row> {
  key: string;
  header: string;
  /** A fixed width (e.g. `8rem`); one column without it takes the remaining space. */
  width?: string;
  priority: ColumnPriority;
  /** One line of text: cut with an ellipsis, the whole text in a tooltip. */
  text?: (row: Row) => string;
  /** Anything richer than text; kept on one line. */
  body?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
}

export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: number[];
}

/** Choosing rows with checkboxes, or one row with radio buttons. */
export type ListSelection<Row> =
  | {
      mode?: 'multiple';
      selected: Row[];
      onChange: (rows: Row[]) => void;
      /** Rows that cannot be chosen (e.g. already added); the screen marks them and says why. */
      isSelectable?: (row: Row) => boolean;
    }
  | { mode: 'single'; selected: Row | null; onChange: (row: Row) => void; isSelectable?: undefined };

export interface ListSort {
  field: string | null;
  order: 1 | -1 | 0;
  onChange: (field: string | null, order: 1 | -1 | 0) => void;
}

export interface ListTableProps<Row> {
  /** Names the list for the remembered column choice, e.g. `homework`. */
  listId: string;
  ariaLabel: string;
  columns: ListColumn<Row>[];
  /** The rows to show; with an error these are the last rows loaded, marked stale. */
  rows: readonly Row[] | undefined;
  dataKey: keyof Row & string;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty: { title: string; hint?: string };
  paging?: ListPaging;
  actions?: (row: Row) => Action[];
  /** Width of the frozen action column. */
  actionsWidth?: string;
  selection?: ListSelection<Row>;
  sort?: ListSort;
  rowClassName?: (row: Row) => Record<string, boolean>;
  /** Fewer skeleton rows for short lists (dialogs). */
  skeletonRows?: number;
  size?: 'small' | 'normal';
}

function ColumnChooser<Row>({
  columns,
  shown,
  onChange,
}: {
  columns: ListColumn<Row>[];
  shown: string[];
  onChange: (keys: string[]) => void;
}) {
  const panel = useRef<OverlayPanel>(null);
  const id = useId();
  return (
    <>
      <Button
        type="button"
        icon="pi pi-sliders-h"
        text
        rounded
        size="small"
        className="list-table__chooser"
        aria-label={t('columns')}
        tooltip={t('columns')}
        tooltipOptions={{ event: 'both', position: 'left' }}
        aria-haspopup="dialog"
        aria-controls={id}
        onClick={(e) => panel.current?.toggle(e)}
      />
      <OverlayPanel ref={panel} id={id} aria-label={t('columns')} className="list-table__chooser-panel">
        <p className="list-table__chooser-title">{t('shownColumns')}</p>
        <ul>
          {columns.map((c) => {
            const inputId = `${id}-${c.key}`;
            const fixed = c.priority === 'fixed';
            return (
              <li key={c.key}>
                <Checkbox
                  inputId={inputId}
                  checked={shown.includes(c.key)}
                  disabled={fixed}
                  onChange={(e) =>
                    onChange(e.checked ? [...shown, c.key] : shown.filter((key) => key !== c.key))
                  }
                />
                <label htmlFor={inputId}>
                  {c.header}
                  {fixed && <span className="list-table__chooser-fixed">{t('fixed')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </OverlayPanel>
    </>
  );
}

function useColumnChoice<Row>(listId: string, columns: ListColumn<Row>[]) {
  const viewer = use(ViewerContext);
  const key = columnStorageKey(viewer?.user.id ?? 'guest', listId);
  const [remembered, setRemembered] = useState(() => readColumnChoice(localStorage, key));
  const shown = visibleColumns(columns, remembered);
  const choose = (keys: string[]) => {
    localStorage.setItem(key, JSON.stringify(keys));
    setRemembered(keys);
  };
  return { shown, choose };
}

function ListEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="list-table__state">
      <i className="pi pi-inbox list-table__state-icon" aria-hidden="true" />
      <p className="list-table__state-title">{title}</p>
      {hint && <p className="list-table__state-hint">{hint}</p>}
    </div>
  );
}

function ListError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const forbidden = isForbidden(error);
  return (
    <div className="list-table__state" role="alert">
      <i
        className={`pi ${forbidden ? 'pi-lock' : 'pi-exclamation-circle'} list-table__state-icon list-table__state-icon--error`}
        aria-hidden="true"
      />
      <p className="list-table__state-title">{forbidden ? NO_ACCESS : t('failedToLoad')}</p>
      <p className="list-table__state-hint">{errorMessage(error)}</p>
      {!forbidden && onRetry && (
        <Button
          type="button"
          label={t('retry')}
          icon="pi pi-refresh"
          size="small"
          outlined
          onClick={onRetry}
        />
      )}
    </div>
  );
}

/**
 * The list every screen uses: columns sized for a 1280 px laptop (one row per line, long text cut
 * with a tooltip, a column chooser remembered per user), a frozen action column (two actions and 更多),
 * paging with 共 N 条, page size and jump-to-page, skeleton rows while loading, an error with retry
 * that keeps the last rows marked stale, and an empty state with a hint.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { listId, columns, rows, loading, error } = props;
  const { shown, choose } = useColumnChoice(listId, columns);
  const tooltipClass = `list-table-tip-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // The rows a page brings are drawn in the background, in slices the browser can answer between; until
  // they are drawn the table keeps what it showed (the skeleton, or the page before) as it was.
  const latest = useMemo(() => ({ rows, loading, error }), [rows, loading, error]);
  const shownState = useDeferredValue(latest);
  const drawing = shownState !== latest;
  const drawn = useRef<ReactNode>(null);
  if (!drawing || !drawn.current)
    drawn.current = (
      <ListTableView {...props} {...shownState} shown={shown} choose={choose} tooltipClass={tooltipClass} />
    );
  // The progress bar alone follows the latest state: it shows from the moment a page is asked until
  // its rows are drawn.
  return <ListBusy value={loading || drawing}>{drawn.current}</ListBusy>;
}

/** Whether the list is loading or drawing rows it has: read only by its progress bar. */
const ListBusy = createContext(false);

function ListProgress({ firstLoad }: { firstLoad: boolean }) {
  const busy = use(ListBusy);
  return (
    <div className="list-table__progress">
      {busy && !firstLoad && <ProgressBar mode="indeterminate" aria-label={t('loading')} />}
    </div>
  );
}

function ListTableView<Row extends object>({
  ariaLabel,
  columns,
  rows,
  dataKey,
  loading,
  error,
  onRetry,
  empty,
  paging,
  actions,
  actionsWidth = '10.5rem',
  selection,
  sort,
  rowClassName,
  skeletonRows,
  size = 'small',
  shown,
  choose,
  tooltipClass,
}: ListTableProps<Row> & { shown: string[]; choose: (keys: string[]) => void; tooltipClass: string }) {
  const firstLoad = loading && rows === undefined;
  const failed = Boolean(error) && !loading;
  const stale = failed && rows !== undefined && rows.length > 0;
  const skeletonCount = skeletonRows ?? Math.min(paging?.pageSize ?? 10, 10);
  const value: Row[] = firstLoad
    ? Array.from({ length: skeletonCount }, (_, i) => ({ [dataKey]: `skeleton-${i}` }) as Row)
    : failed && !stale
      ? []
      : [...(rows ?? [])];
  const cell = (column: ListColumn<Row>) => (row: Row) => {
    if (firstLoad) return <Skeleton height="1rem" />;
    if (column.text) {
      const text = column.text(row);
      return (
        <span className={`list-table__ellipsis ${tooltipClass}`} data-pr-tooltip={text || undefined}>
          {text || '-'}
        </span>
      );
    }
    return column.body?.(row);
  };
  const chooser = <ColumnChooser columns={columns} shown={shown} onChange={choose} />;
  const selectable = selection?.isSelectable;
  const single = selection?.mode === 'single';
  // DataTable's props are a union keyed by selectionMode, which TypeScript cannot follow through a variable.
  const selectionProps: object =
    selection && !firstLoad
      ? {
          selectionMode: single ? 'radiobutton' : 'checkbox',
          selection: selection.selected,
          onSelectionChange: (e: DataTableSelectionMultipleChangeEvent<Row[]>) =>
            (selection.onChange as (value: unknown) => void)(e.value),
          isDataSelectable: selectable ? (e: { data: Row }) => selectable(e.data) : undefined,
        }
      : {};

  return (
    <div className={`list-table${stale ? ' list-table--stale' : ''}`}>
      <Tooltip target={`.${tooltipClass}`} position="top" showDelay={300} />
      {stale && (
        <div className="list-table__stale" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            {isForbidden(error) ? NO_ACCESS : t('failedToLoad')}
            {t('text')}
            {errorMessage(error)}
            {t('belowAreTheLastLoaded')}
          </span>
          {onRetry && !isForbidden(error) && (
            <Button
              type="button"
              label={t('retry')}
              icon="pi pi-refresh"
              size="small"
              text
              onClick={onRetry}
            />
          )}
        </div>
      )}
      <ListProgress firstLoad={firstLoad} />
      <DataTable
        value={value}
        dataKey={dataKey}
        aria-label={ariaLabel}
        aria-busy={loading}
        className="list-table__table"
        tableClassName="list-table__grid"
        size={size}
        scrollable
        lazy
        rowClassName={(row: Row) => (firstLoad || !rowClassName ? {} : rowClassName(row))}
        emptyMessage={failed ? <ListError error={error} onRetry={onRetry} /> : <ListEmpty {...empty} />}
        sortField={sort?.field ?? undefined}
        sortOrder={sort?.order}
        removableSort
        onSort={(e) => sort?.onChange(e.sortField || null, (e.sortOrder ?? 0) as 1 | -1 | 0)}
        {...selectionProps}
      >
        {selection && (
          <Column
            selectionMode={single ? 'single' : 'multiple'}
            headerStyle={{ width: '3rem' }}
            style={{ width: '3rem' }}
          />
        )}
        {columns
          .filter((c) => shown.includes(c.key))
          .map((c) => (
            <Column
              key={c.key}
              columnKey={c.key}
              field={c.sortable ? c.key : undefined}
              header={c.header}
              sortable={c.sortable && !firstLoad}
              body={cell(c)}
              align={c.align}
              style={c.width ? { width: c.width } : undefined}
            />
          ))}
        {actions ? (
          <Column
            columnKey="actions"
            header={<span className="list-table__actions-header">{t.rich('actions2', { chooser })}</span>}
            body={(row: Row) =>
              firstLoad ? (
                <Skeleton height="1rem" />
              ) : (
                <RowActions actions={actions(row)} label={t('actions')} />
              )
            }
            frozen
            alignFrozen="right"
            style={{ width: actionsWidth }}
          />
        ) : (
          <Column columnKey="chooser" header={chooser} style={{ width: '3rem' }} />
        )}
      </DataTable>
      {paging && <ListPager {...paging} />}
    </div>
  );
}
