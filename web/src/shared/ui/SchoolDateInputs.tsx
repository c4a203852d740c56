import { Calendar } from 'primereact/calendar';
import './schoolDateInputs.css';
import { t } from '../i18n/zh-CN';
import { fromPickerDate, schoolDayBound, toPickerDate } from '../schoolTime';

interface SchoolDateTimeInputProps {
  inputId?: string;
  /** Unix seconds, read and written as school time. */
  value: number | null;
  onChange: (seconds: number | null) => void;
  /** The earliest selectable instant, unix seconds. */
  minSeconds?: number;
  placeholder?: string;
  invalid?: boolean;
  inline?: boolean;
  ariaLabel?: string;
  className?: string;
}

/**
 * A date and time picker in the school's zone. It opens from its calendar button, never on focus, so
 * tabbing through a form passes it by.
 */
export function SchoolDateTimeInput({
  inputId,
  value,
  onChange,
  minSeconds,
  placeholder,
  invalid,
  inline,
  ariaLabel,
  className,
}: SchoolDateTimeInputProps) {
  return (
    <Calendar
      inputId={inputId}
      className={className}
      value={value === null ? null : toPickerDate(value)}
      minDate={minSeconds === undefined ? undefined : toPickerDate(minSeconds)}
      onChange={(e) => onChange(e.value instanceof Date ? fromPickerDate(e.value) : null)}
      showTime
      hourFormat="24"
      dateFormat="yy-mm-dd"
      placeholder={placeholder}
      invalid={invalid}
      inline={inline}
      aria-label={ariaLabel}
      showOnFocus={false}
      showIcon={!inline}
      iconPos="right"
    />
  );
}

/** A picked range of school days; either end may be open. */
export type DayRange = (Date | null)[] | null;

/** The range as ISO bounds: the start of its first school day and the end of its last. */
export function dayRangeBounds(range: DayRange): { from: string | null; to: string | null } {
  const first = range?.[0] ?? null;
  const last = range?.[1] ?? first;
  return {
    from: first ? schoolDayBound(first, 'start') : null,
    to: last ? schoolDayBound(last, 'end') : null,
  };
}

/** A range of days (a filter), opened from its calendar button, never on focus. */
export function SchoolDateRangeInput({
  inputId,
  value,
  onChange,
}: {
  inputId: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  return (
    <Calendar
      inputId={inputId}
      value={value as Date[] | null}
      selectionMode="range"
      dateFormat="yy-mm-dd"
      placeholder={t('startEnd')}
      readOnlyInput
      showButtonBar
      showOnFocus={false}
      showIcon
      iconPos="right"
      onChange={(e) => onChange((e.value as (Date | null)[] | null) ?? null)}
    />
  );
}
