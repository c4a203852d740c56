import { enUS as announcements } from '../../announcements/i18n/en-US';
import { enUS as attendance } from '../../attendance/i18n/en-US';
import { enUS as auth } from '../../auth/i18n/en-US';
import { enUS as calendar } from '../../calendar/i18n/en-US';
import { enUS as classes } from '../../classes/i18n/en-US';
import { enUS as community } from '../../community/i18n/en-US';
import { enUS as courseware } from '../../courseware/i18n/en-US';
import { enUS as examReview } from '../../examReview/i18n/en-US';
import { enUS as exams } from '../../exams/i18n/en-US';
import { enUS as grading } from '../../grading/i18n/en-US';
import { enUS as home } from '../../home/i18n/en-US';
import { enUS as homework } from '../../homework/i18n/en-US';
import { enUS as homeworkResults } from '../../homeworkResults/i18n/en-US';
import { enUS as meetings } from '../../meetings/i18n/en-US';
import { enUS as profile } from '../../profile/i18n/en-US';
import { enUS as questionBank } from '../../questionBank/i18n/en-US';
import { enUS as rubric } from '../../rubric/i18n/en-US';
import { enUS as sessions } from '../../sessions/i18n/en-US';
import { enUS as shared } from '../../shared/i18n/en-US';
import { enUS as student } from '../../student/i18n/en-US';
import { enUS as app } from './en-US';

/**
 * Every domain's English texts, keyed by the domain's catalogue name: one chunk, loaded only when
 * English is chosen.
 */
export const english = {
  announcements,
  app,
  attendance,
  auth,
  calendar,
  classes,
  community,
  courseware,
  examReview,
  exams,
  grading,
  home,
  homework,
  homeworkResults,
  meetings,
  profile,
  questionBank,
  rubric,
  sessions,
  shared,
  student,
};
