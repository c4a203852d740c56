import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { accepts } from '../checkTransition';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  ANNOUNCEMENT_MESSAGES,
  announcementAbilities,
  explainAnnouncementRefusal,
  isBlankHtml,
} from './announcementRules';
import {
  type ClassMeetingAction,
  type ClassMeetingEvent,
  type ClassMeetingState,
  classMeeting,
  explainMeetingChangeRefusal,
  explainMeetingDeleteRefusal,
  MEETING_MESSAGES,
  meetingAbilities,
  meetingCreateAbility,
  meetingRefusal,
  meetingStateAt,
} from './classMeeting';
import {
  explainPasswordRefusal,
  explainProfileRefusal,
  isStrongPassword,
  PROFILE_MESSAGES,
} from './profileRules';

const head = { headTeacher: true };
const notHead = { headTeacher: false };

describe('announcement rules', () => {
  it('accepts a head teacher publishing a titled announcement with content', () => {
    expect(
      explainAnnouncementRefusal(head, { title: '期中考试安排', content: '<p>周五考试</p>' }, 'publish'),
    ).toBeUndefined();
  });
  it.each([
    ['no title', { title: ' ', content: '<p>x</p>' }, '请输入'],
    [
      'a title of 31 characters',
      { title: '题'.repeat(31), content: '<p>x</p>' },
      ANNOUNCEMENT_MESSAGES.titleTooLong,
    ],
    ['empty rich text', { title: 't', content: '<p><br></p>' }, '请输入'],
  ])('refuses %s', (_name, draft, message) => {
    expect(explainAnnouncementRefusal(head, draft, 'publish')?.message).toBe(message);
  });
  it('keeps a title of exactly 30 and content that is only an image', () => {
    expect(
      explainAnnouncementRefusal(head, { title: '题'.repeat(30), content: '<p>x</p>' }, 'edit'),
    ).toBeUndefined();
    expect(isBlankHtml('<p><img src="/api/files/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
  });
  it('only the head teacher publishes, edits and deletes (is_can_delete)', () => {
    expect(explainAnnouncementRefusal(notHead, { title: 't', content: 'c' }, 'publish')).toEqual({
      kind: 'forbidden',
      message: ANNOUNCEMENT_MESSAGES.headTeacherOnly,
    });
    expect(announcementAbilities(notHead).delete.allowed).toBe(false);
    expect(announcementAbilities(head).delete).toEqual({ shown: true, allowed: true, reason: null });
  });
});

const ACTIONS: ClassMeetingAction[] = [
  'meeting.edit',
  'meeting.delete',
  'meeting.join',
  'meeting.viewStatistics',
];
const EVENTS: ClassMeetingEvent[] = [
  ...ACTIONS.map((type) => ({ type }) as ClassMeetingEvent),
  { type: 'meeting.start' },
  { type: 'meeting.end' },
];

describe('class meeting machine', () => {
  it('covers every state and transition with generated paths', () => {
    const model = createTestModel(classMeeting, { events: EVENTS });
    const paths = transitionCoveringPaths(model, classMeeting);
    const declared = declaredGraph(classMeeting);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it.each(['upcoming', 'live', 'ended', 'deleted'] as const)(
    'the refusal table agrees with the machine in %s',
    (state: ClassMeetingState) => {
      for (const type of ACTIONS) {
        expect(accepts(classMeeting, state, undefined as never, { type }), type).toBe(
          meetingRefusal(state, type) === undefined,
        );
      }
    },
  );

  it('the clock puts a meeting upcoming, live (live_status 1) and ended', () => {
    const m = { startTime: 1000, endTime: 2000, deleted: false };
    expect(meetingStateAt(m, 999)).toBe('upcoming');
    expect(meetingStateAt(m, 1000)).toBe('live');
    expect(meetingStateAt(m, 2000)).toBe('ended');
    expect(meetingStateAt({ ...m, deleted: true }, 1500)).toBe('deleted');
  });

  it('statistics are disabled while the meeting is live', () => {
    expect(meetingAbilities(head, 'live').statistics).toEqual({
      shown: true,
      allowed: false,
      reason: MEETING_MESSAGES.liveNoStatistics,
    });
    expect(meetingAbilities(notHead, 'ended').statistics.allowed).toBe(true);
    expect(meetingAbilities(notHead, 'upcoming').edit).toMatchObject({ shown: false, allowed: false });
  });
});

describe('class meeting form', () => {
  const draft = {
    meetingName: '班会',
    startTime: 2000,
    endTime: 3000,
    teacherName: '王老师',
    roomId: '8801',
  };
  it('accepts a head teacher’s meeting that ends after it starts', () => {
    expect(explainMeetingChangeRefusal(head, 'new', { draft, now: 1000 })).toBeUndefined();
  });
  it.each([
    ['a meeting ending before it starts', { endTime: 1500 }, MEETING_MESSAGES.endAfterStart],
    ['a meeting ending as it starts', { endTime: 2000 }, MEETING_MESSAGES.endAfterStart],
    ['no name', { meetingName: '' }, MEETING_MESSAGES.enterName],
    ['no start', { startTime: null }, MEETING_MESSAGES.chooseStart],
    ['a start in the past', { startTime: 500 }, MEETING_MESSAGES.startInPast],
    ['no speaker', { teacherName: ' ' }, MEETING_MESSAGES.enterSpeaker],
    ['no room', { roomId: '' }, MEETING_MESSAGES.enterRoomId],
  ])('refuses %s', (_name, patch, message) => {
    expect(
      explainMeetingChangeRefusal(head, 'new', { draft: { ...draft, ...patch }, now: 1000 })?.message,
    ).toBe(message);
  });
  it('limits hold at their value and refuse one more, counted once trimmed: name 50, speaker 20, room 50', () => {
    const refusal = (patch: Partial<typeof draft>) =>
      explainMeetingChangeRefusal(head, 'new', { draft: { ...draft, ...patch }, now: 1000 })?.message;
    for (const [field, max, message] of [
      ['meetingName', 50, MEETING_MESSAGES.nameTooLong],
      ['teacherName', 20, MEETING_MESSAGES.speakerTooLong],
      ['roomId', 50, MEETING_MESSAGES.roomIdTooLong],
    ] as const) {
      expect(refusal({ [field]: ` ${'字'.repeat(max)} ` }), field).toBeUndefined();
      expect(refusal({ [field]: '字'.repeat(max + 1) }), field).toBe(message);
    }
  });
  it.each([
    ['a name of blanks', { meetingName: '   ' }, MEETING_MESSAGES.enterName],
    ['a room of blanks', { roomId: '  ' }, MEETING_MESSAGES.enterRoomId],
    ['no end', { endTime: null }, MEETING_MESSAGES.chooseEnd],
  ])('refuses %s', (_name, patch, message) => {
    expect(
      explainMeetingChangeRefusal(head, 'new', { draft: { ...draft, ...patch }, now: 1000 })?.message,
    ).toBe(message);
  });
  it('a meeting may start at the current time', () => {
    expect(explainMeetingChangeRefusal(head, 'new', { draft, now: 2000 })).toBeUndefined();
  });
  it('the row offers share always; edit while upcoming, delete while upcoming or ended, to the head teacher', () => {
    const allowed = { shown: true, allowed: true, reason: null };
    expect(meetingAbilities(head, 'upcoming')).toMatchObject({
      share: allowed,
      edit: allowed,
      delete: allowed,
    });
    expect(meetingAbilities(head, 'live')).toMatchObject({
      share: allowed,
      edit: { shown: true, allowed: false, reason: MEETING_MESSAGES.liveNoEdit },
      delete: { shown: true, allowed: false, reason: MEETING_MESSAGES.liveNoDelete },
    });
    expect(meetingAbilities(head, 'ended')).toMatchObject({
      share: allowed,
      edit: { shown: true, allowed: false, reason: MEETING_MESSAGES.endedNoEdit },
      delete: allowed,
    });
    expect(meetingAbilities(notHead, 'upcoming').delete).toMatchObject({ shown: false, allowed: false });
    expect(meetingCreateAbility(head)).toEqual(allowed);
    expect(meetingCreateAbility(notHead)).toEqual({
      shown: true,
      allowed: false,
      reason: MEETING_MESSAGES.headTeacherOnly,
    });
  });
  it('refuses anyone but the head teacher, and edits once live', () => {
    expect(explainMeetingChangeRefusal(notHead, 'new', { draft, now: 1000 })?.kind).toBe('forbidden');
    expect(explainMeetingChangeRefusal(head, 'live', { draft, now: 1000 })?.message).toBe(
      MEETING_MESSAGES.liveNoEdit,
    );
    expect(explainMeetingDeleteRefusal(head, 'ended')).toBeUndefined();
    expect(explainMeetingDeleteRefusal(head, 'live')?.kind).toBe('conflict');
  });
});

describe('profile and password rules', () => {
  const profile = { avatar: '/api/files/a.png', realName: '李助教', introduction: '认真负责' };
  it.each([
    [{ avatar: '' }, '头像不能为空'],
    [{ realName: ' ' }, '姓名不能为空'],
    [{ introduction: '' }, '讲师介绍不能为空'],
    [{ introduction: '介'.repeat(201) }, PROFILE_MESSAGES.introductionTooLong],
  ])('refuses %j', (patch, message) => {
    expect(explainProfileRefusal({ ...profile, ...patch })?.message).toBe(message);
  });
  it('keeps an introduction of 200', () => {
    expect(explainProfileRefusal({ ...profile, introduction: '介'.repeat(200) })).toBeUndefined();
  });
  it('new passwords need 6 to 18 characters with two of digits, uppercase and lowercase', () => {
    expect(isStrongPassword('abc123')).toBe(true);
    expect(isStrongPassword('ABCdef')).toBe(true);
    expect(isStrongPassword('abcdef')).toBe(false);
    expect(isStrongPassword('123456')).toBe(false);
    expect(isStrongPassword('Ab1')).toBe(false);
    expect(isStrongPassword(`Ab1${'x'.repeat(16)}`)).toBe(false);
  });
  it.each([
    [{ oldPassword: '12345' }, '密码长度在 6 到 16 个字符'],
    [{ oldPassword: '1'.repeat(17) }, '密码长度在 6 到 16 个字符'],
    [{ newPassword: '', confirmation: '' }, '请输入新密码'],
    [{ newPassword: 'abcdefg', confirmation: 'abcdefg' }, PROFILE_MESSAGES.newPasswordRule],
    [{ confirmation: 'Other123' }, '两次输入密码不一致'],
    [{ newPassword: 'Demo2026', confirmation: 'Demo2026' }, '新密码不能与原密码相同'],
  ])('refuses %j', (patch, message) => {
    const change = { oldPassword: 'Demo2026', newPassword: 'New2027x', confirmation: 'New2027x', ...patch };
    expect(explainPasswordRefusal(change)?.message).toBe(message);
  });
});
