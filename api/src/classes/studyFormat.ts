/** Study time is shown in minutes: seconds divided by 60, rounded to whole minutes (spec section 9). */
export const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));
