import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { FormEvent, ReactNode } from 'react';
import { type DayRange, SchoolDateRangeInput } from '../ui/SchoolDateInputs';
import '../ui/filterBar.css';
import { t } from '../i18n/zh-CN';

/** A choice of a select filter. */
export interface FilterOption<V = unknown> {
  label: string;
  value: V;
}

type KeyOf<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

/**
 * One filter of a list, declared: its kind says which input draws it. Ids are `${idPrefix}-${key}`, so a
 * label always names its input.
 */
export type FilterField<D> =
  | { kind: 'text'; key: KeyOf<D, string | null>; label: string; placeholder?: string }
  | {
      kind: 'select';
      key: KeyOf<D, unknown>;
      label: string;
      options: readonly FilterOption[];
      /** Shown when nothing is chosen; 全部 unless said. */
      placeholder?: string;
      /** A value forced by another filter (the field is then disabled and shows it). */
      forced?: (draft: D) => unknown;
      /** Besides setting the field, what else a choice changes (a course clears its period). */
      alsoSet?: (value: unknown) => Partial<D>;
      /** Nothing to choose from (one campus, say). */
      disabled?: boolean;
      /** Shown in an open list without options. */
      emptyMessage?: string;
      filter?: boolean;
    }
  | { kind: 'dateRange'; key: KeyOf<D, DayRange>; label: string }
  | {
      kind: 'custom';
      key: keyof D & string;
      label: string;
      /** Draws an input of the screen's own (its id given, so the label names it). */
      render: (id: string, draft: D, set: (patch: Partial<D>) => void) => ReactNode;
    }
  | {
      kind: 'check';
      key: KeyOf<D, boolean>;
      label: string;
      /** Searches at once when ticked (the spec's 'only mine' boxes). */
      searchOnChange?: boolean;
    };

/**
 * The filters above a list: fields declared once, 搜索 submits (Enter in any field too), 重置 goes back
 * to the empty filter; check boxes sit beside the buttons.
 */
export function FilterBar<D>({
  ariaLabel,
  idPrefix,
  fields,
  draft,
  onChange,
  onSearch,
  onReset,
  leading,
  actions,
}: {
  ariaLabel: string;
  idPrefix: string;
  fields: readonly (FilterField<D> | false | undefined)[];
  draft: D;
  onChange: (next: D) => void;
  onSearch: (draft: D) => void;
  onReset: () => void;
  /** What stands before 搜索 in the actions row (explanations, say). */
  leading?: ReactNode;
  /** More buttons after 重置 (an export, say). */
  actions?: ReactNode;
}) {
  const shown = fields.filter((f): f is FilterField<D> => Boolean(f));
  const set = (patch: Partial<D>) => onChange({ ...draft, ...patch });
  const idOf = (f: FilterField<D>) => `${idPrefix}-${f.key}`;
  const value = <K extends keyof D>(key: K) => draft[key];
  return (
    <form
      className="filter-bar"
      aria-label={ariaLabel}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      {shown.map((f) => {
        if (f.kind === 'check') return null;
        const id = idOf(f);
        return (
          <span key={f.key} className="filter-bar__field">
            <label htmlFor={id}>{f.label}</label>
            {f.kind === 'text' && (
              <InputText
                id={id}
                value={(value(f.key) as string | null) ?? ''}
                placeholder={f.placeholder ?? t('enter', { label: f.label })}
                onChange={(e) => set({ [f.key]: e.target.value } as Partial<D>)}
              />
            )}
            {f.kind === 'select' &&
              (() => {
                const forced = f.forced?.(draft);
                const isForced = forced !== undefined;
                return (
                  <Dropdown
                    inputId={id}
                    value={isForced ? forced : value(f.key)}
                    options={[...f.options]}
                    placeholder={f.placeholder ?? t('all')}
                    showClear={!isForced}
                    disabled={isForced || f.disabled}
                    filter={f.filter}
                    emptyMessage={f.emptyMessage}
                    onChange={(e) =>
                      set({ [f.key]: e.value ?? null, ...(f.alsoSet?.(e.value ?? null) ?? {}) } as Partial<D>)
                    }
                  />
                );
              })()}
            {f.kind === 'custom' && f.render(id, draft, set)}
            {f.kind === 'dateRange' && (
              <SchoolDateRangeInput
                inputId={id}
                value={value(f.key) as DayRange}
                onChange={(range) => set({ [f.key]: range } as Partial<D>)}
              />
            )}
          </span>
        );
      })}
      <div className="filter-bar__actions">
        {shown.map((f) =>
          f.kind === 'check' ? (
            <span key={f.key} className="filter-bar__check">
              <Checkbox
                inputId={idOf(f)}
                checked={value(f.key) as boolean}
                onChange={(e) => {
                  const next = { ...draft, [f.key]: e.checked === true };
                  if (f.searchOnChange) onSearch(next);
                  else onChange(next);
                }}
              />
              <label htmlFor={idOf(f)}>{f.label}</label>
            </span>
          ) : null,
        )}
        {leading}
        <Button type="submit" label={t('search')} icon="pi pi-search" size="small" />
        <Button
          type="button"
          label={t('reset')}
          severity="secondary"
          outlined
          size="small"
          onClick={onReset}
        />
        {actions}
      </div>
    </form>
  );
}
