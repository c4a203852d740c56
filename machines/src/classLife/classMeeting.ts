import { setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/**
 * One class meeting's lifecycle (spec sections 3 and 4): created upcoming, live from its start time,
 * ended at its end time, or deleted. Time moves it (`meeting.start`, `meeting.end`: facts, never
 * refused); staff edit, delete and look at its statistics, students join it while it is live.
 */
export type ClassMeetingEvent =
  | { type: 'meeting.edit' }
  | { type: 'meeting.delete' }
  | { type: 'meeting.join' }
  | { type: 'meeting.viewStatistics' }
  | { type: 'meeting.start' }
  | { type: 'meeting.end' };
export type ClassMeetingEventType = ClassMeetingEvent['type'];
export type ClassMeetingState = 'upcoming' | 'live' | 'ended' | 'deleted';
/** What staff and students ask for; start and end are the clock's. */
export type ClassMeetingAction = Exclude<ClassMeetingEventType, 'meeting.start' | 'meeting.end'>;

/** LiveStatus of a meeting row: 1 live now, 2 not started, 3 ended (docs/decisions.md, Class life). */
export const LIVE_STATUS = { live: 1, upcoming: 2, ended: 3 } as const;

/** Spec section 9 is silent on the meeting form's lengths: these are ours (docs/decisions.md). */
export const MEETING_LIMITS = { nameMax: 50, speakerMax: 20, roomIdMax: 50, codeLength: 10 } as const;

export const MEETING_MESSAGES = {
  enterName: '请输入班会名称',
  nameTooLong: `班会名称最多${MEETING_LIMITS.nameMax}个字`,
  chooseStart: '请选择开始时间',
  chooseEnd: '请选择结束时间',
  endAfterStart: '结束时间必须晚于开始时间',
  startInPast: '开始时间不能早于当前时间',
  enterSpeaker: '请输入主讲人',
  speakerTooLong: `主讲人最多${MEETING_LIMITS.speakerMax}个字`,
  enterRoomId: '请输入房间号或视频ID',
  roomIdTooLong: `房间号或视频ID最多${MEETING_LIMITS.roomIdMax}个字`,
  headTeacherOnly: '仅班主任可以创建、编辑或删除班会',
  notFound: '班会不存在',
  liveNoEdit: '班会进行中，不能编辑',
  endedNoEdit: '班会已结束，不能编辑',
  liveNoDelete: '班会进行中，不能删除',
  notStarted: '班会尚未开始',
  ended: '班会已结束',
  liveNoStatistics: '班会进行中，结束后可查看统计',
  notInClass: '你不在该班级中',
  confirmDelete: '删除后数据无法恢复，确定删除本次班会吗?',
  created: COMMON_MESSAGES.added,
  updated: COMMON_MESSAGES.edited,
  deleted: COMMON_MESSAGES.deleted,
  joined: '加入成功',
  enterCode: '请输入邀请码',
  wrongCode: '邀请码不正确',
  copied: '复制成功',
} as const;

export const classMeeting = setup({
  types: { events: {} as ClassMeetingEvent },
}).createMachine({
  id: 'classMeeting',
  initial: 'upcoming',
  states: {
    upcoming: {
      on: {
        'meeting.edit': { target: 'upcoming' },
        'meeting.viewStatistics': { target: 'upcoming' },
        'meeting.delete': { target: 'deleted' },
        'meeting.start': { target: 'live' },
      },
    },
    live: {
      on: {
        'meeting.join': { target: 'live' },
        'meeting.end': { target: 'ended' },
      },
    },
    ended: {
      on: {
        'meeting.viewStatistics': { target: 'ended' },
        'meeting.delete': { target: 'deleted' },
      },
    },
    deleted: { type: 'final' },
  },
});

const gone: Refusal = { kind: 'not_found', message: MEETING_MESSAGES.notFound };

/** The one home of what each state answers to each request (undefined: allowed). */
const refusals: Record<ClassMeetingState, Record<ClassMeetingAction, Refusal | undefined>> = {
  upcoming: {
    'meeting.edit': undefined,
    'meeting.delete': undefined,
    'meeting.viewStatistics': undefined,
    'meeting.join': { kind: 'conflict', message: MEETING_MESSAGES.notStarted },
  },
  live: {
    'meeting.edit': { kind: 'conflict', message: MEETING_MESSAGES.liveNoEdit },
    'meeting.delete': { kind: 'conflict', message: MEETING_MESSAGES.liveNoDelete },
    'meeting.viewStatistics': { kind: 'conflict', message: MEETING_MESSAGES.liveNoStatistics },
    'meeting.join': undefined,
  },
  ended: {
    'meeting.edit': { kind: 'conflict', message: MEETING_MESSAGES.endedNoEdit },
    'meeting.delete': undefined,
    'meeting.viewStatistics': undefined,
    'meeting.join': { kind: 'conflict', message: MEETING_MESSAGES.ended },
  },
  deleted: {
    'meeting.edit': gone,
    'meeting.delete': gone,
    'meeting.viewStatistics': gone,
    'meeting.join': gone,
  },
};

export const meetingRefusal = (state: ClassMeetingState, action: ClassMeetingAction): Refusal | undefined =>
  refusals[state][action];

/** Where the clock puts a meeting (start and end in unix seconds). */
export function meetingStateAt(
  meeting: { startTime: number; endTime: number; deleted: boolean },
  now: number,
): ClassMeetingState {
  if (meeting.deleted) return 'deleted';
  if (now < meeting.startTime) return 'upcoming';
  if (now < meeting.endTime) return 'live';
  return 'ended';
}

export const liveStatusOf = (state: Exclude<ClassMeetingState, 'deleted'>): number => LIVE_STATUS[state];

/** Who changes meetings: only the class's head teacher creates, edits and deletes (spec section 6). */
export interface MeetingActor {
  headTeacher: boolean;
}
export const meetingChangeRules: readonly Rule<MeetingActor>[] = [
  rule('forbidden', (a) => a.headTeacher, MEETING_MESSAGES.headTeacherOnly),
];

/** The meeting form (AddClassMeeting); times in unix seconds, `null` when not chosen. */
export interface MeetingDraft {
  meetingName: string;
  startTime: number | null;
  endTime: number | null;
  teacherName: string;
  roomId: string;
}
export interface MeetingDraftArgs {
  draft: MeetingDraft;
  now: number;
}

const chars = (s: string) => [...s.trim()].length;

export const meetingDraftRules: readonly Rule<MeetingDraftArgs>[] = [
  rule('invalid', ({ draft }) => draft.meetingName.trim() !== '', MEETING_MESSAGES.enterName),
  rule(
    'invalid',
    ({ draft }) => chars(draft.meetingName) <= MEETING_LIMITS.nameMax,
    MEETING_MESSAGES.nameTooLong,
  ),
  rule('invalid', ({ draft }) => draft.startTime !== null, MEETING_MESSAGES.chooseStart),
  rule('invalid', ({ draft }) => draft.endTime !== null, MEETING_MESSAGES.chooseEnd),
  rule(
    'invalid',
    ({ draft }) => (draft.endTime ?? 0) > (draft.startTime ?? 0),
    MEETING_MESSAGES.endAfterStart,
  ),
  rule('invalid', ({ draft, now }) => (draft.startTime ?? 0) >= now, MEETING_MESSAGES.startInPast),
  rule('invalid', ({ draft }) => draft.teacherName.trim() !== '', MEETING_MESSAGES.enterSpeaker),
  rule(
    'invalid',
    ({ draft }) => chars(draft.teacherName) <= MEETING_LIMITS.speakerMax,
    MEETING_MESSAGES.speakerTooLong,
  ),
  rule('invalid', ({ draft }) => draft.roomId.trim() !== '', MEETING_MESSAGES.enterRoomId),
  rule(
    'invalid',
    ({ draft }) => chars(draft.roomId) <= MEETING_LIMITS.roomIdMax,
    MEETING_MESSAGES.roomIdTooLong,
  ),
];

/** Why a create or an edit is refused: who acts, then the meeting's state (edits), then the form. */
export function explainMeetingChangeRefusal(
  actor: MeetingActor,
  state: ClassMeetingState | 'new',
  args: MeetingDraftArgs,
): Refusal | undefined {
  return (
    firstRefusal(meetingChangeRules, actor) ??
    (state === 'new' ? undefined : meetingRefusal(state, 'meeting.edit')) ??
    firstRefusal(meetingDraftRules, args)
  );
}

/** Why a delete is refused, or undefined. */
export const explainMeetingDeleteRefusal = (
  actor: MeetingActor,
  state: ClassMeetingState,
): Refusal | undefined => firstRefusal(meetingChangeRules, actor) ?? meetingRefusal(state, 'meeting.delete');

export interface MeetingAbilities {
  statistics: Ability;
  share: Ability;
  edit: Ability;
  delete: Ability;
}

/** The row's actions (spec section 2: statistics, share join code, edit, delete), computed on the server. */
export function meetingAbilities(
  actor: MeetingActor,
  state: Exclude<ClassMeetingState, 'deleted'>,
): MeetingAbilities {
  const change = firstRefusal(meetingChangeRules, actor);
  return {
    statistics: abilityOf(true, meetingRefusal(state, 'meeting.viewStatistics')),
    share: abilityOf(true, undefined),
    edit: abilityOf(actor.headTeacher, change ?? meetingRefusal(state, 'meeting.edit')),
    delete: abilityOf(actor.headTeacher, change ?? meetingRefusal(state, 'meeting.delete')),
  };
}

/** The tab's add button. */
export const meetingCreateAbility = (actor: MeetingActor): Ability =>
  abilityOf(true, firstRefusal(meetingChangeRules, actor));
