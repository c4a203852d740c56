import {
  type Actor,
  type AnonymityEvent,
  accepts,
  anonymity,
  anonymityAfter,
  COMMON_MESSAGES,
  explainAnonymityRefusal,
  explainHomeworkRefusal,
  HOMEWORK_MESSAGES,
  type HomeworkLifecycleEvent,
  homeworkLifecycle,
  type PublishForm,
  publishFormRefusal,
  RELEASE_MESSAGES,
  RELEASE_MODE,
} from '@school/machines';
import { conflict, forbidden, invalid, notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import {
  evolveHomework,
  type HomeworkEvent,
  type HomeworkPublished,
  type HomeworkState,
  initialHomeworkState,
  type ReportGiven,
} from './homework';

export const HOMEWORK_NOT_FOUND = COMMON_MESSAGES.homeworkNotFound;
export const NO_CLASSES = '所选课程暂无班级';

/** Facts the edge looked up for the form's rules: the clock and whether the course has child courses. */
export interface PublishFacts {
  now: number;
  hasChildCourses: boolean;
}

export type HomeworkCommand =
  | {
      type: 'PublishHomework';
      data: { homework: HomeworkPublished; form: PublishForm; facts: PublishFacts; actor: Actor };
    }
  | {
      type: 'PublishToMoreClasses';
      data: { classIds: number[]; reports: ReportGiven[]; actor: Actor; now: number };
    }
  | { type: 'AdjustDeadline'; data: { endingTime: number; actor: Actor; now: number } }
  | { type: 'RecallHomework'; data: { actor: Actor; now: number } }
  | { type: 'LiftAnonymity'; data: { actor: Actor; now: number } }
  /**
   * Release the results of a homework published with release_mode 2 to these classes (those of the
   * homework's reached classes the grader works in; the edge checked canCorrect and chose them).
   */
  | { type: 'ReleaseResults'; data: { classIds: number[]; actor: Actor; now: number } }
  /** A report was finished; `pending` is how many submitted reports of the homework still await grading. */
  | { type: 'RevealNamesAfterGrading'; data: { pending: number; actor: Actor; now: number } };

/**
 * Publishing checks the spec's form rules (the same pure rules the screen uses); every later command
 * goes through the homework lifecycle machine, whose refusal table gives the message and its kind.
 */
export function decideHomework(command: HomeworkCommand, state: HomeworkState): HomeworkEvent[] {
  if (command.type === 'PublishHomework') {
    if (state.status !== 'none') throw conflict('作业已存在');
    const { homework, form, facts, actor } = command.data;
    if (!actor.canDispatch) throw forbidden(HOMEWORK_MESSAGES.noDispatch);
    const refusal = publishFormRefusal(form, facts);
    if (refusal) throw invalid(refusal);
    if (homework.publishedClassIds.length === 0) throw invalid(NO_CLASSES);
    return [{ type: 'HomeworkPublished', data: homework }];
  }
  if (state.status === 'none') throw notFound(HOMEWORK_NOT_FOUND);
  const { actor, now } = command.data;
  const check = (event: HomeworkLifecycleEvent) => {
    if (accepts(homeworkLifecycle, state.status, state.lifecycle, event)) return;
    throw refused(explainHomeworkRefusal(state.status, state.lifecycle, event));
  };
  const by = Number(actor.id);
  switch (command.type) {
    case 'PublishToMoreClasses': {
      const { classIds, reports } = command.data;
      check({ type: 'homework.publishMore', actor, now, classIds: classIds.map(String) });
      return [{ type: 'HomeworkPublishedToClasses', data: { id: state.id, classIds, reports, by, at: now } }];
    }
    case 'AdjustDeadline': {
      const { endingTime } = command.data;
      check({ type: 'homework.adjustDeadline', actor, now, endingTime });
      return [{ type: 'HomeworkDeadlineAdjusted', data: { id: state.id, endingTime, by, at: now } }];
    }
    case 'RecallHomework':
      check({ type: 'homework.recall', actor, now });
      return [{ type: 'HomeworkRecalled', data: { id: state.id, by, at: now } }];
    case 'LiftAnonymity': {
      const event: AnonymityEvent = { type: 'anonymity.lift', actorId: actor.id };
      const context = { ownerId: state.lifecycle.ownerId, waiting: 0, pending: 0 };
      if (state.anonymity === 'none' || !accepts(anonymity, state.anonymity, context, event)) {
        throw refused(
          explainAnonymityRefusal(state.anonymity, context, event) ?? {
            kind: 'conflict',
            message: HOMEWORK_MESSAGES.notAllowedNow,
          },
        );
      }
      return [{ type: 'HomeworkNamesRevealed', data: { id: state.id, reason: 'lifted', by, at: now } }];
    }
    case 'ReleaseResults': {
      if (state.status === 'recalled') throw conflict(HOMEWORK_MESSAGES.recalled);
      if (state.releaseMode !== RELEASE_MODE.manual) throw conflict(RELEASE_MESSAGES.automatic);
      const reached = new Set(state.lifecycle.publishedClassIds);
      const asked = [...new Set(command.data.classIds)];
      if (asked.length === 0 || asked.some((c) => !reached.has(String(c))))
        throw notFound(HOMEWORK_NOT_FOUND);
      const fresh = asked.filter((c) => !state.releasedClassIds.includes(c));
      if (fresh.length === 0) throw conflict(RELEASE_MESSAGES.alreadyReleased);
      return [{ type: 'HomeworkResultsReleased', data: { id: state.id, classIds: fresh, by, at: now } }];
    }
    case 'RevealNamesAfterGrading': {
      // Asked after every finished report: only the finish that leaves none pending reveals, once.
      if (state.anonymity !== 'anonymous') return [];
      const context = { ownerId: state.lifecycle.ownerId, waiting: 0, pending: command.data.pending + 1 };
      const after = anonymityAfter('anonymous', context, { type: 'anonymity.finish' });
      if (after !== 'revealed') return [];
      return [{ type: 'HomeworkNamesRevealed', data: { id: state.id, reason: 'graded', by, at: now } }];
    }
    default:
      return unreachable(command);
  }
}

export const homeworkDecider: Decider<HomeworkState, HomeworkCommand, HomeworkEvent> = {
  streamType: 'homework',
  initialState: initialHomeworkState,
  evolve: evolveHomework,
  decide: decideHomework,
};
