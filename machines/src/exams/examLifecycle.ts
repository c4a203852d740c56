import { assign, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, allHold, firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/** Who is acting, as far as the exam lifecycle cares. */
export interface ExamActor {
  id: string;
  canDispatch: boolean;
}

export interface ExamLifecycleContext {
  ownerId: string;
  /** Questions on the paper, over all its sections. */
  questionCount: number;
}

export type ExamLifecycleEvent =
  /** Saves the draft's paper and settings; `questionCount` is the saved paper's. */
  | { type: 'exam.edit'; actor: ExamActor; questionCount: number }
  | { type: 'exam.publish'; actor: ExamActor }
  | { type: 'exam.close'; actor: ExamActor };

/** Draft (questions may change), published (students may sit it), closed (no more attempts). */
export type ExamStateValue = 'draft' | 'published' | 'closed';

/** The REST status of each state: 1 draft, 2 published, 3 closed. */
export const EXAM_STATUS = { draft: 1, published: 2, closed: 3 } as const satisfies Record<
  ExamStateValue,
  number
>;
export const examStateOfStatus = (status: number): ExamStateValue =>
  status === 3 ? 'closed' : status === 2 ? 'published' : 'draft';

/** The lifecycle's messages; the spec does not word them (docs/decisions.md, section exams). */
export const EXAM_MESSAGES = {
  noDispatch: '没有发布考试的权限',
  notOwner: '只能操作自己创建的考试',
  noQuestions: '请添加试题',
  publishedLocked: '考试已发布，不能修改试题',
  alreadyPublished: '考试已发布',
  notPublished: '考试未发布',
  closed: '考试已关闭',
  notFound: COMMON_MESSAGES.examNotFound,
  notAllowedNow: '当前状态不允许此操作',
} as const;

type GuardArgs = { context: ExamLifecycleContext; event: ExamLifecycleEvent };
export interface ExamActorArgs {
  context: Pick<ExamLifecycleContext, 'ownerId'>;
  event: { actor: ExamActor };
}

const mayDispatch = ({ event }: ExamActorArgs) => event.actor.canDispatch;
const isOwner = ({ context, event }: ExamActorArgs) => event.actor.id === context.ownerId;
const hasQuestions = ({ context }: GuardArgs) => context.questionCount > 0;

/** Acting on an exam at all: canDispatch, then ownership (as for homework, spec section 6). */
export const examActorRules: readonly Rule<ExamActorArgs>[] = [
  rule('forbidden', mayDispatch, EXAM_MESSAGES.noDispatch),
  rule('forbidden', isOwner, EXAM_MESSAGES.notOwner),
];

/** The one refusal table of the lifecycle: each event's rules, in the order a user should hear them. */
export const examRules: Record<ExamLifecycleEvent['type'], readonly Rule<GuardArgs>[]> = {
  'exam.edit': examActorRules,
  'exam.publish': [...examActorRules, rule('invalid', hasQuestions, EXAM_MESSAGES.noQuestions)],
  'exam.close': examActorRules,
};

/** Why a state refuses an event outright, whoever asks. */
const STATE_REFUSALS: Record<ExamStateValue, Partial<Record<ExamLifecycleEvent['type'], string>>> = {
  draft: { 'exam.close': EXAM_MESSAGES.notPublished },
  published: { 'exam.edit': EXAM_MESSAGES.publishedLocked, 'exam.publish': EXAM_MESSAGES.alreadyPublished },
  closed: {
    'exam.edit': EXAM_MESSAGES.closed,
    'exam.publish': EXAM_MESSAGES.closed,
    'exam.close': EXAM_MESSAGES.closed,
  },
};

export const examLifecycle = setup({
  types: {
    context: {} as ExamLifecycleContext,
    events: {} as ExamLifecycleEvent,
    input: {} as ExamLifecycleContext,
  },
  guards: {
    canEdit: allHold(examRules['exam.edit']),
    canPublish: allHold(examRules['exam.publish']),
    canClose: allHold(examRules['exam.close']),
  },
  actions: {
    setQuestionCount: assign({
      questionCount: ({ context, event }) =>
        event.type === 'exam.edit' ? event.questionCount : context.questionCount,
    }),
  },
}).createMachine({
  id: 'examLifecycle',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    /** The paper is being written: sections, questions and settings may change. */
    draft: {
      on: {
        'exam.edit': { guard: 'canEdit', actions: 'setQuestionCount' },
        'exam.publish': { guard: 'canPublish', target: 'published' },
      },
    },
    /** Students of the target classes may sit it; its questions no longer change. */
    published: { on: { 'exam.close': { guard: 'canClose', target: 'closed' } } },
    /** Irreversible: no attempt starts any more; results stay readable. */
    closed: { type: 'final' },
  },
});

/** Why the lifecycle refuses an event in a state: the state's own refusal first, then the table. */
export function explainExamRefusal(
  stateValue: ExamStateValue,
  context: ExamLifecycleContext,
  event: ExamLifecycleEvent,
): Refusal {
  const byState = STATE_REFUSALS[stateValue][event.type];
  const byActor = firstRefusal(examActorRules, { context, event });
  if (byActor) return byActor;
  if (byState) return { kind: 'conflict', message: byState };
  return (
    firstRefusal(examRules[event.type], { context, event }) ?? {
      kind: 'conflict',
      message: EXAM_MESSAGES.notAllowedNow,
    }
  );
}

export type ExamAction = 'edit' | 'publish' | 'close';
export type ExamAbilities = Record<ExamAction, Ability>;

/** What an exam row offers a viewer now, asked of the machine; shown only where the state offers it. */
export function examAbilities(
  stateValue: ExamStateValue,
  context: ExamLifecycleContext,
  actor: ExamActor,
): ExamAbilities {
  const snapshot = examLifecycle.resolveState({ value: stateValue, context });
  const ability = (event: ExamLifecycleEvent, shown: boolean): Ability =>
    abilityOf(shown, snapshot.can(event) ? undefined : explainExamRefusal(stateValue, context, event));
  return {
    edit: ability({ type: 'exam.edit', actor, questionCount: context.questionCount }, stateValue === 'draft'),
    publish: ability({ type: 'exam.publish', actor }, stateValue === 'draft'),
    close: ability({ type: 'exam.close', actor }, stateValue === 'published'),
  };
}
