import { homeworkLifecyclePaths } from './homeworkLifecycle.paths';
import { membershipPaths } from './membership.paths';
import type { PathEntry } from './pathSuite';
import { postingPaths } from './posting.paths';
import { questionFormPaths } from './questionForm.paths';
import { reportGradingPaths } from './reportGrading.paths';
import { reportStatusPaths } from './reportStatus.paths';

/** Every lifecycle machine driven through the real API; a new machine joins with one line. */
export const pathRegistry: readonly PathEntry[] = [
  homeworkLifecyclePaths,
  questionFormPaths,
  reportStatusPaths,
  reportGradingPaths,
  membershipPaths,
  postingPaths,
];
