/** Course types as the screens name them (classes and attendance alike). */
export const COURSE_TYPE_NAMES: Record<number, string> = {
  1: '直播课',
  2: '小班课',
  3: '大班课',
  4: '双师课',
  7: '线下课',
  10: '图文课',
  15: '扩展直播课',
  16: '扩展录播课',
  17: '套餐课',
};
export const courseTypeName = (type: number) => COURSE_TYPE_NAMES[type] ?? `类型${type}`;
