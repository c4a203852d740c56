/**
 * A course's course_type. The spec names 7 offline (in person), 1, 2, 3, 4, 15 and 16 live, and 10 a
 * text course (section 9: types 7 and 10 show no study duration or progress); the screens name each
 * code (直播课, 小班课, 大班课, 双师课, 线下课, 图文课, 扩展直播课, 扩展录播课, 套餐课). The rules that read
 * it (attendance, study figures, the calendar's package item) take their codes from here.
 */
export const COURSE_TYPE = {
  live: 1,
  smallClass: 2,
  largeClass: 3,
  dualTeacher: 4,
  offline: 7,
  text: 10,
  extendedLive: 15,
  extendedRecorded: 16,
  package: 17,
} as const;
