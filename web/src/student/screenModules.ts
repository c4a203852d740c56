import type { ComponentType } from 'react';

/**
 * The student side's screens by route, each loaded with its route: a phone opening the homework list
 * does not download the exam paper, the answer sheet's editor or the schedule. The entry starts the
 * opened page's screen beside the student app (`loadFirstScreen`), so the two download at once
 * instead of the screen after the app; the router's `lazy` then finds the module already loaded.
 */
type Screen = () => Promise<{ Component: ComponentType }>;

export const studentScreens = {
  homework: () => import('./homework/MyHomeworkScreen').then((m) => ({ Component: m.MyHomeworkScreen })),
  report: () => import('./homework/ReportScreen').then((m) => ({ Component: m.ReportScreen })),
  exams: () => import('./exams/MyExamsScreen').then((m) => ({ Component: m.MyExamsScreen })),
  exam: () => import('./exams/ExamScreen').then((m) => ({ Component: m.ExamScreen })),
  examReview: () => import('./exams/ExamReviewScreen').then((m) => ({ Component: m.ExamReviewScreen })),
  schedule: () => import('./schedule/MyScheduleScreen').then((m) => ({ Component: m.MyScheduleScreen })),
  saved: () => import('./saved/SavedQuestionsScreen').then((m) => ({ Component: m.SavedQuestionsScreen })),
  community: () =>
    import('./community/CommunityHomeScreen').then((m) => ({ Component: m.CommunityHomeScreen })),
  circle: () => import('./community/CircleScreen').then((m) => ({ Component: m.CircleScreen })),
  writePost: () => import('./community/WritePostScreen').then((m) => ({ Component: m.WritePostScreen })),
  post: () => import('./community/PostScreen').then((m) => ({ Component: m.PostScreen })),
} satisfies Record<string, Screen>;

type ScreenName = keyof typeof studentScreens;

/** The router's paths under /student, by screen (StudentApp's route table reads them from here). */
export const studentScreenPaths: Record<ScreenName, string> = {
  homework: '',
  report: 'homework/:reportId',
  exams: 'exams',
  exam: 'exam/:reportId',
  examReview: 'exam/:reportId/review',
  schedule: 'schedule',
  saved: 'saved',
  community: 'community',
  circle: 'community/circle/:groupId',
  writePost: 'community/circle/:groupId/new',
  post: 'community/post/:postId',
};

/** The screen a path under /student opens and the path's parameters, matched segment by segment as the router does. */
export function screenOfPath(
  pathname: string,
): { name: ScreenName; params: Record<string, string> } | undefined {
  const segments = pathname
    .replace(/^\/student\/?/, '')
    .split('/')
    .filter(Boolean);
  for (const name of Object.keys(studentScreenPaths) as ScreenName[]) {
    const pattern = studentScreenPaths[name].split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
      return part.startsWith(':') || part === segment;
    });
    if (matches) return { name, params };
  }
  return undefined;
}

/** Starts downloading the screen of the page being opened; a failure is the router's to show. */
export function loadFirstScreen(pathname: string): void {
  const screen = screenOfPath(pathname);
  if (screen) studentScreens[screen.name]().catch(() => undefined);
}
