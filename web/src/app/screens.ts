import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteName, routes } from './routes/routes';
import type { RouteParams } from './routes/routeTo';

/** The routes whose screens exist (`live: true` in the route table). */
export type LiveRouteName = {
  [N in RouteName]: (typeof routes)[N]['live'] extends true ? N : never;
}[RouteName];

type ScreenOf<N extends RouteName> = LazyExoticComponent<ComponentType<{ params: RouteParams<N> }>>;

/**
 * Each live route's screen, loaded on first visit. Only the router imports this map, so the route
 * table stays free of screens (which import it to link to each other). The type makes the map list
 * exactly the live routes, each with a screen that accepts what its row's parameters parse to.
 */
export const screens: { [N in LiveRouteName]: ScreenOf<N> } = {
  Home: lazy(() => import('../home/HomeScreen')),
  HomeworkManage: lazy(() => import('./hubs/HomeworkManageScreen')),
  HomeworkPublish: lazy(() => import('../homework/HomeworkPublishScreen')),
  HomeworkAddQues: lazy(() => import('../questionBank/HomeworkAddQuesScreen')),
  HomeworkEditQues: lazy(() => import('../questionBank/HomeworkEditQuesScreen')),
  HomeworkQuesDetail: lazy(() => import('../questionBank/HomeworkQuesDetailScreen')),
  ClassManage: lazy(() => import('../classes/ClassManageScreen')),
  ClassDetail: lazy(() => import('./hubs/ClassDetailHub')),
  AttendInfo: lazy(() => import('../attendance/AttendInfoScreen')),
  CurriculumManage: lazy(() => import('../attendance/CurriculumManageScreen')),
  CurriculumDetail: lazy(() => import('../attendance/CurriculumDetailScreen')),
  StudentDetail: lazy(() => import('../classes/StudentDetailScreen')),
  PostNotice: lazy(() => import('../announcements/PostNoticeScreen')),
  AddClassMeeting: lazy(() => import('../meetings/AddClassMeetingScreen')),
  ClassMeetingStatistics: lazy(() => import('../meetings/ClassMeetingStatisticsScreen')),
  AssistantProfile: lazy(() => import('../profile/AssistantProfileScreen')),
  HomeworkApprove: lazy(() => import('../grading/HomeworkApproveScreen')),
  HomeworkApproveView: lazy(() => import('../grading/HomeworkApproveViewScreen')),
  HomeworkDetail: lazy(() => import('../homeworkResults/HomeworkDetailScreen')),
  ClassesHomeworkDetail: lazy(() => import('../homeworkResults/HomeworkDetailScreen')),
  HomeworkStatis: lazy(() => import('../homeworkResults/HomeworkStatisScreen')),
  HomeworkPreview: lazy(() => import('../homeworkResults/HomeworkPreviewScreen')),
  HomeworkAnswerPreview: lazy(() => import('../homeworkResults/HomeworkAnswerPreviewScreen')),
  LessonSessions: lazy(() => import('../sessions/LessonSessionsScreen')),
  Calendar: lazy(() => import('../calendar/CalendarScreen')),
  CurriculumTimeDetail: lazy(() => import('../sessions/CurriculumTimeDetailScreen')),
  OtoTimeDetail: lazy(() => import('../sessions/OtoTimeDetailScreen')),
  ScheduleCommunication: lazy(() => import('../sessions/ScheduleCommunicationScreen')),
  ExamManage: lazy(() => import('../exams/ExamManageScreen')),
  ExamEdit: lazy(() => import('../exams/ExamEditScreen')),
  ExamDetail: lazy(() => import('../exams/ExamDetailScreen')),
  ExamPaperPreview: lazy(() => import('../examReview/ExamPaperPreviewScreen')),
  ExamPaperApprove: lazy(() => import('../grading/ExamPaperApproveScreen')),
  ExamPaperApproveView: lazy(() => import('../examReview/ExamReviewScreen')),
  CommunityGroup: lazy(() => import('../community/groups/CommunityGroupScreen')),
  CommunityGroupShow: lazy(() => import('../community/groups/CommunityGroupShowScreen')),
  CommunityDetail: lazy(() => import('../community/posts/CommunityDetailScreen')),
  CommunityPost: lazy(() => import('../community/posts/CommunityPostScreen')),
  MemberCommunity: lazy(() => import('../community/posts/MemberCommunityScreen')),
  Login: lazy(() => import('../auth/LoginRoute')),
  NotFound: lazy(() => import('./NotFoundScreen')),
};
