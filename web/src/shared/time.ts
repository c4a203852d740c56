/** The school's time zone: times are shown in it whatever the browser's zone. */
export const schoolZone = 'Asia/Shanghai';
