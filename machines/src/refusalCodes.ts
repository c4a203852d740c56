import { OP_STATUS_MESSAGES } from './attendance/opStatus';
import { MEETING_MESSAGES } from './classLife/classMeeting';
import { COMMUNITY_MESSAGES } from './community/communityRules';
import { ATTEMPT_MESSAGES } from './exams/examAttempt';
import { EXAM_MESSAGES } from './exams/examLifecycle';
import { EXAM_REVIEW_MESSAGES } from './exams/examReview';
import { GRADING_MESSAGES } from './grading/gradingRules';
import { ANONYMITY_MESSAGES } from './homework/anonymity';
import { HOMEWORK_MESSAGES } from './homework/homeworkLifecycle';
import { HANDOUT_MESSAGES } from './sessions/handout';
import { SESSION_MESSAGES } from './sessions/sessionStatus';
import { REPORT_MESSAGES } from './submissions/reportStatus';

export interface RefusalCode {
  /** What the refusal means, for the schema's description. */
  meaning: string;
  /** The messages (the spec's words) that the API answers for it. */
  messages: readonly string[];
}

/**
 * Stable codes of the refusals a client may act on: a thing's state does not allow the action now
 * (HTTP 409) or a one-time answer was wrong (400). A client branches on the code; it shows the message.
 * Refusals of who is acting (403), of what is missing (404) and of a bad field (400) keep the code of
 * their kind (FORBIDDEN, NOT_FOUND, BAD_USER_INPUT): their message says which.
 */
export const REFUSAL_CODES = {
  HOMEWORK_RECALLED: { meaning: 'The homework was recalled.', messages: [HOMEWORK_MESSAGES.recalled] },
  DEADLINE_PASSED: {
    meaning: "The homework's deadline has passed.",
    messages: [
      HOMEWORK_MESSAGES.pastDeadlineToPublish,
      HOMEWORK_MESSAGES.pastDeadlineToAdjust,
      REPORT_MESSAGES.pastDeadlineToSave,
      REPORT_MESSAGES.pastDeadlineToSubmit,
    ],
  },
  NOT_REPUBLISHABLE: {
    meaning: 'The homework cannot be published to more classes (one class, or arranged by lesson).',
    messages: [HOMEWORK_MESSAGES.singleClass, HOMEWORK_MESSAGES.arranged],
  },
  PUBLISHED_TO_ALL_CLASSES: {
    meaning: 'The homework already reaches every class.',
    messages: [HOMEWORK_MESSAGES.publishedToAll],
  },
  STATE_NOT_ALLOWED: {
    meaning: "The thing's current state does not allow the action.",
    // The exams' refusal says the same words (EXAM_MESSAGES.notAllowedNow).
    messages: [HOMEWORK_MESSAGES.notAllowedNow],
  },
  ALREADY_SUBMITTED: {
    meaning: 'The answers were already submitted.',
    messages: [REPORT_MESSAGES.submittedToSave, REPORT_MESSAGES.submittedTwice, ATTEMPT_MESSAGES.submitted],
  },
  NOT_SUBMITTED: {
    meaning: 'The student has not submitted yet: nothing to grade.',
    messages: [GRADING_MESSAGES.notSubmitted, EXAM_REVIEW_MESSAGES.notSubmitted],
  },
  GRADING_FINISHED: {
    meaning: 'The report was already graded to the end.',
    messages: [GRADING_MESSAGES.finishedTwice, EXAM_REVIEW_MESSAGES.finishedTwice],
  },
  UNGRADED_QUESTIONS_LEFT: {
    meaning: 'Subjective questions are still ungraded.',
    messages: [GRADING_MESSAGES.pendingLeft],
  },
  NOT_GRADED_BY_HAND: {
    meaning: 'The question is graded automatically or was not answered.',
    messages: [
      GRADING_MESSAGES.notSubjective,
      EXAM_REVIEW_MESSAGES.notSubjective,
      EXAM_REVIEW_MESSAGES.unanswered,
    ],
  },
  GRADED_MEANWHILE: {
    meaning: 'Another grader changed the question meanwhile: reload and retry.',
    messages: [GRADING_MESSAGES.changedMeanwhile],
  },
  NOT_ANONYMOUS: {
    meaning: 'The homework is not graded anonymously.',
    messages: [ANONYMITY_MESSAGES.notAnonymous],
  },
  NAMES_REVEALED: {
    meaning: "The students' names are already revealed.",
    messages: [ANONYMITY_MESSAGES.alreadyRevealed],
  },
  EXAM_PUBLISHED: {
    meaning: 'The exam is published: its paper is locked.',
    messages: [EXAM_MESSAGES.publishedLocked, EXAM_MESSAGES.alreadyPublished],
  },
  EXAM_NOT_PUBLISHED: { meaning: 'The exam is not published.', messages: [EXAM_MESSAGES.notPublished] },
  EXAM_CLOSED: { meaning: 'The exam is closed.', messages: [EXAM_MESSAGES.closed] },
  EXAM_NOT_STARTED: { meaning: 'The exam has not started.', messages: [ATTEMPT_MESSAGES.notStarted] },
  EXAM_ENDED: { meaning: 'The exam has ended.', messages: [ATTEMPT_MESSAGES.ended] },
  EXAM_TIME_UP: {
    meaning: 'The answering time is up; the paper was submitted.',
    messages: [ATTEMPT_MESSAGES.timeUp],
  },
  NO_MORE_ATTEMPTS: {
    meaning: 'The student used every attempt.',
    messages: [ATTEMPT_MESSAGES.noMoreAttempts],
  },
  LEAVE_ALREADY_HANDLED: {
    meaning: 'The leave request was already approved or refused.',
    messages: [OP_STATUS_MESSAGES.notPending],
  },
  ATTENDANCE_STATE_NOT_ALLOWED: {
    meaning: "The attendance's current state does not allow the action.",
    messages: [OP_STATUS_MESSAGES.notAllowed],
  },
  SESSION_STARTED: { meaning: 'The lesson session has started.', messages: [SESSION_MESSAGES.leaveStarted] },
  SESSION_ENDED: {
    meaning: 'The lesson session has ended or was cancelled.',
    messages: [SESSION_MESSAGES.leaveEnded, SESSION_MESSAGES.cancelled, SESSION_MESSAGES.liveClosed],
  },
  SESSION_NOT_ENDED: {
    meaning: 'The lesson session has not ended yet.',
    messages: [SESSION_MESSAGES.evaluateNotCompleted],
  },
  ALREADY_EVALUATED: {
    meaning: 'The student was already evaluated for the session.',
    messages: [SESSION_MESSAGES.evaluatedTwice],
  },
  HANDOUT_UNDER_REVIEW: {
    meaning: 'The handout awaits review.',
    messages: [HANDOUT_MESSAGES.pendingUpload],
  },
  HANDOUT_APPROVED: { meaning: 'The handout is approved.', messages: [HANDOUT_MESSAGES.approvedUpload] },
  HANDOUT_NOT_UNDER_REVIEW: {
    meaning: 'The handout does not await review.',
    messages: [HANDOUT_MESSAGES.notPending],
  },
  OWN_HANDOUT: {
    meaning: 'A reviewer cannot review their own handout.',
    messages: [HANDOUT_MESSAGES.ownHandout],
  },
  MEETING_LIVE: {
    meaning: 'The class meeting is under way.',
    messages: [MEETING_MESSAGES.liveNoEdit, MEETING_MESSAGES.liveNoDelete, MEETING_MESSAGES.liveNoStatistics],
  },
  MEETING_ENDED: {
    meaning: 'The class meeting has ended.',
    messages: [MEETING_MESSAGES.endedNoEdit, MEETING_MESSAGES.ended],
  },
  MEETING_NOT_STARTED: {
    meaning: 'The class meeting has not started.',
    messages: [MEETING_MESSAGES.notStarted],
  },
  ALREADY_JOINED: {
    meaning: 'The caller is already a member of the circle.',
    messages: [COMMUNITY_MESSAGES.alreadyJoined],
  },
  NOT_JOINED: {
    meaning: 'The caller is not a member of the circle.',
    messages: [COMMUNITY_MESSAGES.notJoined],
  },
  ALREADY_COLLECTED: {
    meaning: 'The post is already collected.',
    messages: [COMMUNITY_MESSAGES.alreadyCollected],
  },
  CAPTCHA_WRONG: { meaning: 'The captcha answer is wrong.', messages: [COMMUNITY_MESSAGES.captchaWrong] },
  CAPTCHA_EXPIRED: {
    meaning: 'The captcha expired: ask for a new one.',
    messages: [COMMUNITY_MESSAGES.captchaExpired],
  },
} as const satisfies Record<string, RefusalCode>;

export type RefusalCodeName = keyof typeof REFUSAL_CODES;

const codeByMessage = new Map<string, RefusalCodeName>(
  Object.entries(REFUSAL_CODES).flatMap(([code, { messages }]) =>
    messages.map((message) => [message, code as RefusalCodeName] as const),
  ),
);

/** The stable code of a refusal's message, if it names one. */
export const refusalCodeOf = (message: string): RefusalCodeName | undefined => codeByMessage.get(message);

/** The HTTP statuses of the refusals above: a state (409) or a one-time answer (400). */
export const REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 409]);

/**
 * The stable code of a failure, as REST (`error_code`) and GraphQL (`extensions.code`) answer it: only a
 * 400 or 409 names one, so 403 and 404 keep meaning 无权访问 and 不存在 to every client.
 */
export const refusalCodeFor = (status: number, message: string): RefusalCodeName | undefined =>
  REFUSAL_STATUSES.has(status) ? codeByMessage.get(message) : undefined;
