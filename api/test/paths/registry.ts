import { anonymityPaths } from './anonymity.paths';
import { attendanceCellPaths } from './attendanceCell.paths';
import { calendarCardPaths } from './calendarCard.paths';
import { classMeetingPaths } from './classMeeting.paths';
import { coursewareDialogPaths } from './coursewareDialog.paths';
import { examAttemptPaths } from './examAttempt.paths';
import { examLifecyclePaths } from './examLifecycle.paths';
import { examMarkingPaths } from './examMarking.paths';
import { gradingWorkspacePaths } from './gradingWorkspace.paths';
import { handoutPaths } from './handout.paths';
import { homeworkLifecyclePaths } from './homeworkLifecycle.paths';
import { importPreviewPaths } from './importPreview.paths';
import { membershipPaths } from './membership.paths';
import { opStatusPaths } from './opStatus.paths';
import type { PathEntry } from './pathSuite';
import { postingPaths } from './posting.paths';
import { questionFormPaths } from './questionForm.paths';
import { reportGradingPaths } from './reportGrading.paths';
import { reportStatusPaths } from './reportStatus.paths';
import { rubricPaths } from './rubric.paths';
import { sessionStatusPaths } from './sessionStatus.paths';

/** Every lifecycle machine driven through the real API; a new machine joins with one line. */
export const pathRegistry: readonly PathEntry[] = [
  homeworkLifecyclePaths,
  examLifecyclePaths,
  examAttemptPaths,
  questionFormPaths,
  reportStatusPaths,
  reportGradingPaths,
  gradingWorkspacePaths,
  anonymityPaths,
  examMarkingPaths,
  membershipPaths,
  postingPaths,
  coursewareDialogPaths,
  rubricPaths,
  // Each path starts at the same time; an expiring one moves the clock half an hour.
  importPreviewPaths,
  // Moves the clock a few hours per path (a meeting starts and ends).
  classMeetingPaths,
  // Moves the clock a few hours per path (a card's meeting starts and ends).
  calendarCardPaths,
  // Last: their paths move the clock months past T0.
  opStatusPaths,
  attendanceCellPaths,
  sessionStatusPaths,
  handoutPaths,
];
