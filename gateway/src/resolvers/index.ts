import type { Resolvers } from '../generated/resolvers-types';
import { announcementsResolvers } from './announcements';
import { attendanceResolvers } from './attendance';
import { authResolvers } from './auth';
import { baseResolvers } from './base';
import { calendarResolvers } from './calendar';
import { classesResolvers } from './classes';
import { communityGroupsResolvers } from './communityGroups';
import { communityPostsResolvers } from './communityPosts';
import { coursewareResolvers } from './courseware';
import { enumResolvers } from './enums';
import { examReviewResolvers } from './examReview';
import { examsResolvers } from './exams';
import { gradingResolvers } from './grading';
import { homeworkResolvers } from './homework';
import { homeworkResultsResolvers } from './homeworkResults';
import { meetingsResolvers } from './meetings';
import { operationLogResolvers } from './operationLog';
import { profileResolvers } from './profile';
import { questionBankResolvers } from './questionBank';
import { rubricResolvers } from './rubric';
import { sessionsResolvers } from './sessions';
import { studentCommunityResolvers } from './studentCommunity';
import { studentExamsResolvers } from './studentExams';
import { studentHomeworkResolvers } from './studentHomework';
import { studentScheduleResolvers } from './studentSchedule';
import { submissionsResolvers } from './submissions';
import { workbenchResolvers } from './workbench';

/** Every domain's resolvers; add a domain here when its schema file lands in `schema/`. */
export const resolvers: Resolvers[] = [
  baseResolvers,
  enumResolvers,
  authResolvers,
  questionBankResolvers,
  homeworkResolvers,
  submissionsResolvers,
  classesResolvers,
  gradingResolvers,
  homeworkResultsResolvers,
  attendanceResolvers,
  sessionsResolvers,
  coursewareResolvers,
  examsResolvers,
  examReviewResolvers,
  communityGroupsResolvers,
  communityPostsResolvers,
  announcementsResolvers,
  meetingsResolvers,
  profileResolvers,
  calendarResolvers,
  operationLogResolvers,
  rubricResolvers,
  studentHomeworkResolvers,
  studentExamsResolvers,
  studentScheduleResolvers,
  studentCommunityResolvers,
  workbenchResolvers,
];
