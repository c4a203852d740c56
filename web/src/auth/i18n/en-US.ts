import type { English } from '../../shared/i18n/catalogue';
import type { zhCN } from './zh-CN';

/** The auth texts in English, loaded when English is chosen. */
export const enUS: English<typeof zhCN> = {
  signIn: 'Sign in',
  password: 'Password',
  mobileNumber: 'Mobile number',
  signIn2: 'Sign in',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  welcomeBackSignInWith: 'Welcome back. Sign in with your mobile number and password',
  forThisSchoolSTeachers: "For this school's teachers and assistants only",
  oneBackOfficeForTeachers: 'One back-office for teachers and teaching assistants',
  teachingManagementMadeSimple: 'Teaching management made simple',
  classesAttendanceAndTheCourse: 'Classes, attendance and the course calendar',
  runAndMarkExams: 'Run and mark exams',
  publishGradeAndAnalyseHomework: 'Publish, grade and analyse homework',
  retry: 'Retry',
  failedToLoad: 'Failed to load',
  switchAccount: 'Switch account',
  theBackOfficeIsFor:
    'The back-office is for teachers and assistants only. Please sign in with another account.',
  thisAccountMayNotSign: 'This account may not sign in to the back-office',
};
