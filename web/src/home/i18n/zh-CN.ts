import { catalogue } from '../../shared/i18n/catalogue';

/** The home texts in Simplified Chinese, the default locale. */
export const zhCN = {
  notEnabled: '未开通',
  enabled: '已开通',
  myPermissions: '我的权限',
  publishClassAnnouncementsCreateClass: '发布班级公告、创建班会、删除班级圈帖子',
  headTeacher: '班主任',
  gradeHomeworkAndExamPapers: '批改作业与考试试卷',
  grading: '批改',
  publishCopyContinuePublishingChange: '发布、复制、继续发布、调整截止时间、撤回作业，使用题库',
  publishHomework: '发布作业',
  personalInformation: '个人信息',
  mobileNumber: '手机号',
  nickname: '昵称',
  notFilledIn: '未填写',
  name: '姓名',
  welcomeToTheTeachingBack: '欢迎使用教学管理后台，祝您工作顺利。',
  text: '{hour}，{value}',
  goodEvening: '晚上好',
  goodAfternoon: '下午好',
  goodDay: '中午好',
  goodMorning: '上午好',
  goodNight: '夜深了',
};

/** The home texts in the chosen locale. */
export const t = catalogue('home', zhCN);
