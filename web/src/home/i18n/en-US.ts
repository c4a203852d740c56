import type { English } from '../../shared/i18n/catalogue';
import type { zhCN } from './zh-CN';

/** The home texts in English, loaded when English is chosen. */
export const enUS: English<typeof zhCN> = {
  notEnabled: 'Not enabled',
  enabled: 'Enabled',
  myPermissions: 'My permissions',
  publishClassAnnouncementsCreateClass:
    'Publish class announcements, create class meetings, delete class circle posts',
  headTeacher: 'Head teacher',
  gradeHomeworkAndExamPapers: 'Grade homework and exam papers',
  grading: 'Grading',
  publishCopyContinuePublishingChange:
    'Publish, copy, continue publishing, change deadlines and recall homework; use the question bank',
  publishHomework: 'Publish homework',
  personalInformation: 'Personal information',
  mobileNumber: 'Mobile number',
  nickname: 'Nickname',
  notFilledIn: 'Not filled in',
  name: 'Name',
  welcomeToTheTeachingBack: 'Welcome to the teaching back-office. Have a good day at work.',
  text: '{hour}, {value}',
  goodEvening: 'Good evening',
  goodAfternoon: 'Good afternoon',
  goodDay: 'Good day',
  goodMorning: 'Good morning',
  goodNight: 'Good night',
};
