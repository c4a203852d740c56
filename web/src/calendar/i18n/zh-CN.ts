import { catalogue } from '../../shared/i18n/catalogue';

/** The calendar texts in Simplified Chinese, the default locale. */
export const zhCN = {
  text: '：',
  teacher: '讲师',
  presenter: '主讲人',
  classMeeting: '班会',
  packageCourse: '套餐课',
  enteringTheLiveRoom: '正在进入直播间…',
  ended: '已结束',
  notStarted: '未开始',
  live: '直播中',
  courseCalendar: '课程日历',
  loading: '加载中…',
  failedToLoad: '加载失败：{error}',
  lessonsOfTheDay: '当日课程',
  hasLessons: ' 有课程',
  today: '今',
  today2: ' 今天',
  today3: '今天',
  nextMonth: '下个月',
  previousMonth: '上个月',
  monthCalendar: '月历',
  couldNotEnterTheLive: '进入直播间失败',
  mmmmD: "M'月'd'日'",
  mmmmYyyy: "yyyy'年'M'月'",
  sun: '日',
  sat: '六',
  fri: '五',
  thu: '四',
  wed: '三',
  tue: '二',
  mon: '一',
  text2: '{value} 星期{value2}',
  tomorrow: '明天',
  noLessonsThatDay: '这天没有课程，也没有班会',
};

/** The calendar texts in the chosen locale. */
export const t = catalogue('calendar', zhCN);
