import { catalogue } from '../../shared/i18n/catalogue';

/** The auth texts in Simplified Chinese, the default locale. */
export const zhCN = {
  signIn: '登录',
  password: '密码',
  mobileNumber: '手机号',
  signIn2: '账号登录',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  welcomeBackSignInWith: '欢迎回来，请使用手机号和密码登录',
  forThisSchoolSTeachers: '仅供本校讲师、助教使用',
  oneBackOfficeForTeachers: '面向讲师与助教的一站式教学后台',
  teachingManagementMadeSimple: '让教学管理更简单',
  classesAttendanceAndTheCourse: '班级、考勤与课程日历',
  runAndMarkExams: '考试管理与阅卷',
  publishGradeAndAnalyseHomework: '作业发布、批改与统计',
  retry: '重试',
  failedToLoad: '加载失败',
  switchAccount: '更换账号',
  theBackOfficeIsFor: '教师后台仅供讲师和助教使用，请更换账号后登录。',
  thisAccountMayNotSign: '该账号无权登录教师后台',
};

/** The auth texts in the chosen locale. */
export const t = catalogue('auth', zhCN);
