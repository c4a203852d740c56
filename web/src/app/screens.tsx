import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteName, routes } from './routes/routes';
import type { RouteParams } from './routes/routeTo';

/** The routes whose screens exist (`live: true` in the route table). */
export type LiveRouteName = {
  [N in RouteName]: (typeof routes)[N]['live'] extends true ? N : never;
}[RouteName];

/** A screen loaded on first render, or earlier by `preload` (the page the app opens on). */
type ScreenOf<N extends RouteName> = LazyExoticComponent<ComponentType<{ params: RouteParams<N> }>> & {
  preload: () => Promise<unknown>;
};

function plainScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazy(load), { preload: load });
}

/**
 * A screen drawn with PrimeReact: its chunk and PrimeReact's settings load together, and the settings
 * wrap it. The workbench, Login and not-found draw without PrimeReact and load plainly (`lazy`).
 */
function primeScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const both = () => Promise.all([import('./PrimeReactSettings'), load()]);
  const screen = lazy(async () => {
    const [{ PrimeReactSettings }, { default: Screen }] = await both();
    return {
      default: (props: P) => (
        <PrimeReactSettings>
          <Screen {...props} />
        </PrimeReactSettings>
      ),
    };
  });
  return Object.assign(screen, { preload: both });
}

/**
 * Each live route's screen, loaded on first visit. Only the router and the app's opening
 * (askedAhead.ts) import this map, so the route table stays free of screens (which import it to link to each other). The type makes the map list
 * exactly the live routes, each with a screen that accepts what its row's parameters parse to.
 */
export const screens: { [N in LiveRouteName]: ScreenOf<N> } = {
  Home: plainScreen(() => import('./hubs/HomeHub')),
  HomeworkManage: primeScreen(() => import('./hubs/HomeworkManageScreen')),
  HomeworkPublish: primeScreen(() => import('../homework/HomeworkPublishScreen')),
  HomeworkAddQues: primeScreen(() => import('../questionBank/HomeworkAddQuesScreen')),
  HomeworkEditQues: primeScreen(() => import('../questionBank/HomeworkEditQuesScreen')),
  HomeworkQuesDetail: primeScreen(() => import('../questionBank/HomeworkQuesDetailScreen')),
  ClassManage: primeScreen(() => import('../classes/ClassManageScreen')),
  ClassDetail: primeScreen(() => import('./hubs/ClassDetailHub')),
  AttendInfo: primeScreen(() => import('../attendance/AttendInfoScreen')),
  CurriculumManage: primeScreen(() => import('../attendance/CurriculumManageScreen')),
  CurriculumDetail: primeScreen(() => import('../attendance/CurriculumDetailScreen')),
  StudentDetail: primeScreen(() => import('../classes/StudentDetailScreen')),
  PostNotice: primeScreen(() => import('../announcements/PostNoticeScreen')),
  AddClassMeeting: primeScreen(() => import('../meetings/AddClassMeetingScreen')),
  ClassMeetingStatistics: primeScreen(() => import('../meetings/ClassMeetingStatisticsScreen')),
  AssistantProfile: primeScreen(() => import('../profile/AssistantProfileScreen')),
  HomeworkApprove: primeScreen(() => import('../grading/HomeworkApproveScreen')),
  HomeworkApproveView: primeScreen(() => import('../grading/HomeworkApproveViewScreen')),
  HomeworkDetail: primeScreen(() => import('../homeworkResults/HomeworkDetailScreen')),
  ClassesHomeworkDetail: primeScreen(() => import('../homeworkResults/HomeworkDetailScreen')),
  HomeworkStatis: primeScreen(() => import('../homeworkResults/HomeworkStatisScreen')),
  HomeworkPreview: primeScreen(() => import('../homeworkResults/HomeworkPreviewScreen')),
  HomeworkAnswerPreview: primeScreen(() => import('../homeworkResults/HomeworkAnswerPreviewScreen')),
  LessonSessions: primeScreen(() => import('../sessions/LessonSessionsScreen')),
  Calendar: primeScreen(() => import('../calendar/CalendarScreen')),
  CurriculumTimeDetail: primeScreen(() => import('../sessions/CurriculumTimeDetailScreen')),
  OtoTimeDetail: primeScreen(() => import('../sessions/OtoTimeDetailScreen')),
  ScheduleCommunication: primeScreen(() => import('../sessions/ScheduleCommunicationScreen')),
  ExamManage: primeScreen(() => import('../exams/ExamManageScreen')),
  ExamEdit: primeScreen(() => import('../exams/ExamEditScreen')),
  ExamDetail: primeScreen(() => import('../exams/ExamDetailScreen')),
  ExamPaperPreview: primeScreen(() => import('../examReview/ExamPaperPreviewScreen')),
  ExamPaperApprove: primeScreen(() => import('../grading/ExamPaperApproveScreen')),
  ExamPaperApproveView: primeScreen(() => import('../examReview/ExamReviewScreen')),
  CommunityGroup: primeScreen(() => import('../community/groups/CommunityGroupScreen')),
  CommunityGroupShow: primeScreen(() => import('../community/groups/CommunityGroupShowScreen')),
  CommunityShow: primeScreen(() => import('../community/groups/CommunityShowScreen')),
  CommunityDetail: primeScreen(() => import('../community/posts/CommunityDetailScreen')),
  CommunityPost: primeScreen(() => import('../community/posts/CommunityPostScreen')),
  MemberCommunity: primeScreen(() => import('../community/posts/MemberCommunityScreen')),
  Login: plainScreen(() => import('../auth/LoginRoute')),
  NotFound: plainScreen(() => import('./NotFoundScreen')),
};
