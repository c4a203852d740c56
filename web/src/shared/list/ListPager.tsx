import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { useId, useState } from 'react';
import { t } from '../i18n/zh-CN';
import { jumpTarget } from './columns';
import type { ListPaging } from './ListTable';

const DEFAULT_SIZES = [10, 20, 50, 100];

/** 共 N 条, the page links, the page size and 跳至 N 页. */
export function ListPager({ page, pageSize, total, onChange, pageSizes = DEFAULT_SIZES }: ListPaging) {
  const [entry, setEntry] = useState('');
  const jumpId = useId();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const jump = () => {
    const target = jumpTarget(entry, pages);
    if (target !== undefined && target !== page) onChange(target, pageSize);
    setEntry('');
  };
  return (
    <nav className="list-pager" aria-label={t('pagination')}>
      <span className="list-pager__total">{t.rich('inAll', { total })}</span>
      <Paginator
        first={(page - 1) * pageSize}
        rows={pageSize}
        totalRecords={total}
        template="PrevPageLink PageLinks NextPageLink"
        pageLinkSize={5}
        onPageChange={(e) => onChange(e.page + 1, pageSize)}
        className="list-pager__pages"
      />
      <label htmlFor={sizeId} className="visually-hidden">
        {t('rowsPerPage')}
      </label>
      <Dropdown
        inputId={sizeId}
        value={pageSize}
        options={sizes.map((n) => ({ label: t('page2', { n }), value: n }))}
        onChange={(e) => onChange(1, e.value as number)}
        ariaLabel={t('rowsPerPage')}
        className="list-pager__size"
      />
      <span className="list-pager__jump">
        <label htmlFor={jumpId}>{t('goTo')}</label>
        <InputText
          id={jumpId}
          value={entry}
          inputMode="numeric"
          className="list-pager__jump-input"
          onChange={(e) => setEntry(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              jump();
            }
          }}
          onBlur={() => entry && jump()}
        />
        <span>{t('page')}</span>
      </span>
    </nav>
  );
}
