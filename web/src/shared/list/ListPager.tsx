import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { useId, useState } from 'react';
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
    <nav className="list-pager" aria-label="分页">
      <span className="list-pager__total">共 {total} 条</span>
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
        每页条数
      </label>
      <Dropdown
        inputId={sizeId}
        value={pageSize}
        options={sizes.map((n) => ({ label: `${n} 条/页`, value: n }))}
        onChange={(e) => onChange(1, e.value as number)}
        ariaLabel="每页条数"
        className="list-pager__size"
      />
      <span className="list-pager__jump">
        <label htmlFor={jumpId}>跳至</label>
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
        <span>页</span>
      </span>
    </nav>
  );
}
