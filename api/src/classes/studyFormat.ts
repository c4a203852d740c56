/** Study time is shown in minutes: seconds divided by 60, rounded to whole minutes (spec section 9). */
export const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));
/** Rates are shown as percentages (the API answers them in percent with one decimal). */
export const percent = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
