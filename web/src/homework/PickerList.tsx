import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type ReactNode, useState } from 'react';
import { ListTable, type ListTableProps } from '../shared/list/ListTable';
import { t } from './i18n/zh-CN';

/** The lists of the publish form's dialogs (course, bank questions, historical homework). */

const PAGE_SIZE = 10;

export type PickerPage = ReturnType<typeof usePickerPage>;

/** A picker list's filter form: its fields, then 搜索 (which goes back to the first page). */
export function PickerFilters({
  label,
  pages,
  onSearch,
  children,
}: {
  label: string;
  /** Paged lists go back to the first page on a new search. */
  pages?: PickerPage;
  onSearch: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="homework-picker__filters"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
        pages?.setPage(1);
      }}
    >
      {children}
      <Button type="submit" label={t('search')} icon="pi pi-search" />
    </form>
  );
}

/** A filter form with one name field (course title, homework name); searches for the trimmed name or all. */
export function PickerNameSearch({
  field,
  pages,
  onSearch,
}: {
  /** What is searched by name, e.g. 课程名称: the field's label, its placeholder and the form's. */
  field: string;
  pages?: PickerPage;
  onSearch: (name: string | null) => void;
}) {
  const [name, setName] = useState('');
  return (
    <PickerFilters
      label={t('filterBy', { field: field.replace(/名称$/, '') })}
      pages={pages}
      onSearch={() => onSearch(name.trim() || null)}
    >
      <InputText
        value={name}
        placeholder={t('enter', { field })}
        aria-label={field}
        onChange={(e) => setName(e.target.value)}
      />
    </PickerFilters>
  );
}

/** The page a picker list shows; a new search starts again from the first. */
export function usePickerPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  return { page, pageSize, setPage, setPageSize };
}

/** A picker list: a short ListTable (paged 10/20/50 when given pages), loading and retrying with its query. */
export function PickerTable<Row extends { id: string }>({
  query,
  result,
  pages,
  ...table
}: Omit<
  ListTableProps<Row>,
  'rows' | 'dataKey' | 'loading' | 'error' | 'onRetry' | 'paging' | 'skeletonRows'
> & {
  query: { loading: boolean; error?: unknown; refetch: () => unknown };
  /** The page of rows the query answered (its current or previous data), with the count of all. */
  result: { list: readonly Row[]; total?: number } | undefined;
  /** Paged lists: the page shown. */
  pages?: PickerPage;
}) {
  const total = result?.total;
  return (
    <ListTable
      {...table}
      rows={result?.list}
      dataKey="id"
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      paging={
        pages && {
          page: pages.page,
          pageSize: pages.pageSize,
          total: total ?? 0,
          pageSizes: [10, 20, 50],
          onChange: (nextPage, nextSize) => {
            pages.setPage(nextPage);
            pages.setPageSize(nextSize);
          },
        }
      }
      skeletonRows={5}
    />
  );
}
