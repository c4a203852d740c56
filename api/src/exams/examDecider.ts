import {
  accepts,
  EXAM_MESSAGES,
  type ExamActor,
  type ExamLifecycleEvent,
  examLifecycle,
  explainExamRefusal,
  RELEASE_MESSAGES,
  RELEASE_MODE,
} from '@school/machines';
import { conflict, forbidden, notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import {
  type ExamContent,
  type ExamDrafted,
  type ExamEvent,
  type ExamState,
  evolveExam,
  initialExamState,
  questionCountOf,
} from './exam';

export type ExamCommand =
  | { type: 'DraftExam'; data: { exam: ExamDrafted; actor: ExamActor } }
  | { type: 'EditExam'; data: { content: ExamContent; actor: ExamActor; now: number } }
  | { type: 'PublishExam'; data: { actor: ExamActor; now: number } }
  | { type: 'CloseExam'; data: { actor: ExamActor; now: number } }
  /**
   * Release the results of an exam with release_mode 2 to these classes (those of the exam's classes
   * the grader works in; the edge checked canCorrect and chose them).
   */
  | { type: 'ReleaseExamResults'; data: { classIds: number[]; actor: ExamActor; now: number } };

/** Drafting needs canDispatch; every later command goes through the exam lifecycle machine. */
export function decideExam(command: ExamCommand, state: ExamState): ExamEvent[] {
  if (command.type === 'DraftExam') {
    if (state.status !== 'none') throw conflict('考试已存在');
    if (!command.data.actor.canDispatch) throw forbidden(EXAM_MESSAGES.noDispatch);
    return [{ type: 'ExamDrafted', data: command.data.exam }];
  }
  if (state.status === 'none') throw notFound(EXAM_MESSAGES.notFound);
  const { actor, now } = command.data;
  const check = (event: ExamLifecycleEvent) => {
    if (accepts(examLifecycle, state.status, state.lifecycle, event)) return;
    throw refused(explainExamRefusal(state.status, state.lifecycle, event));
  };
  const by = Number(actor.id);
  switch (command.type) {
    case 'EditExam': {
      const { content } = command.data;
      check({ type: 'exam.edit', actor, questionCount: questionCountOf(content) });
      return [{ type: 'ExamEdited', data: { id: state.id, content, by, at: now } }];
    }
    case 'PublishExam':
      check({ type: 'exam.publish', actor });
      return [{ type: 'ExamPublished', data: { id: state.id, by, at: now } }];
    case 'CloseExam':
      check({ type: 'exam.close', actor });
      return [{ type: 'ExamClosed', data: { id: state.id, by, at: now } }];
    case 'ReleaseExamResults': {
      // A draft has reached no student: nothing to release yet. A closed exam's results may be released.
      if (state.status === 'draft') throw conflict(EXAM_MESSAGES.notPublished);
      const { release } = state;
      if (release.releaseMode !== RELEASE_MODE.manual) throw conflict(RELEASE_MESSAGES.automaticExam);
      const asked = [...new Set(command.data.classIds)];
      if (asked.length === 0 || asked.some((c) => !release.classIds.includes(c)))
        throw notFound(EXAM_MESSAGES.notFound);
      const fresh = asked.filter((c) => !release.releasedClassIds.includes(c));
      if (fresh.length === 0) throw conflict(RELEASE_MESSAGES.alreadyReleased);
      return [{ type: 'ExamResultsReleased', data: { id: state.id, classIds: fresh, by, at: now } }];
    }
    default:
      return unreachable(command);
  }
}

export const examDecider: Decider<ExamState, ExamCommand, ExamEvent> = {
  streamType: 'exam',
  initialState: initialExamState,
  evolve: evolveExam,
  decide: decideExam,
};
