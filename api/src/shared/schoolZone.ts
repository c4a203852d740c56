/** The school's time zone: calendars, days and every time an export writes are read in it. */
export const SCHOOL_ZONE = process.env.SCHOOL_TIME_ZONE || 'Asia/Shanghai';
