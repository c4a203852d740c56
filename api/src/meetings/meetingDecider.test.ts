import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type MeetingCommand, type MeetingEvent, type MeetingFields, meetingDecider } from './meeting';

const NOW = 1_800_000_000;
const head = { headTeacher: true };
const other = { headTeacher: false };
const fields: MeetingFields = {
  meetingName: '期中班会',
  startTime: NOW + 3600,
  endTime: NOW + 7200,
  teacherName: '王老师',
  roomId: 'room-1',
};
const codes = { teacher: 't1', assistant: 'a1', student: 's1' };
const createdData = { ...fields, id: 3, classId: 1, creatorId: 1, codes, at: NOW };
const created: MeetingEvent = { type: 'ClassMeetingCreated', data: createdData };
const create = (patch: Partial<MeetingFields> = {}, actor = head): MeetingCommand => ({
  type: 'CreateMeeting',
  actor,
  data: { ...createdData, ...patch },
});
const edit = (at: number, patch: Partial<MeetingFields> = {}, actor = head): MeetingCommand => ({
  type: 'EditMeeting',
  actor,
  data: { ...fields, ...patch, id: 3, at },
});
const remove = (at: number, actor = head): MeetingCommand => ({
  type: 'DeleteMeeting',
  actor,
  data: { id: 3, at },
});
const join = (at: number, uid = 42): MeetingCommand => ({ type: 'JoinMeeting', data: { id: 3, uid, at } });
const deleted: MeetingEvent = { type: 'ClassMeetingDeleted', data: { id: 3, at: NOW } };
const joined: MeetingEvent = { type: 'ClassMeetingJoined', data: { id: 3, uid: 42, at: NOW + 3700 } };

describe('class meeting decider (head teacher only: creating class meetings)', () => {
  it('the head teacher creates a meeting; anyone else is refused', () => {
    expect(given(meetingDecider).when(create())).toEqual({ events: [created] });
    expect(given(meetingDecider).when(create({}, other))).toEqual({
      refused: 'forbidden: 仅班主任可以创建、编辑或删除班会',
    });
    expect(given(meetingDecider, [created]).when(create())).toEqual({ refused: 'conflict: 班会已存在' });
  });

  it("the form's rules: name required, end after start, start not in the past, speaker and room required", () => {
    const when = (patch: Partial<MeetingFields>) => given(meetingDecider).when(create(patch));
    expect(when({ meetingName: ' ' })).toEqual({ refused: 'invalid: 请输入班会名称' });
    expect(when({ endTime: NOW + 3600 })).toEqual({ refused: 'invalid: 结束时间必须晚于开始时间' });
    expect(when({ startTime: NOW - 1 })).toEqual({ refused: 'invalid: 开始时间不能早于当前时间' });
    expect(when({ teacherName: '' })).toEqual({ refused: 'invalid: 请输入主讲人' });
    expect(when({ roomId: '' })).toEqual({ refused: 'invalid: 请输入房间号或视频ID' });
  });

  it('an upcoming meeting is edited; a live one not (班会进行中，不能编辑), nor an ended one', () => {
    expect(given(meetingDecider, [created]).when(edit(NOW + 60, { meetingName: '改名' }))).toEqual({
      events: [{ type: 'ClassMeetingEdited', data: { ...fields, meetingName: '改名', id: 3, at: NOW + 60 } }],
    });
    expect(given(meetingDecider, [created]).when(edit(NOW + 3600))).toEqual({
      refused: 'conflict: 班会进行中，不能编辑',
    });
    expect(given(meetingDecider, [created]).when(edit(NOW + 7200))).toEqual({
      refused: 'conflict: 班会已结束，不能编辑',
    });
    expect(given(meetingDecider, [created]).when(edit(NOW + 60, {}, other))).toEqual({
      refused: 'forbidden: 仅班主任可以创建、编辑或删除班会',
    });
  });

  it('deleted when upcoming or ended, not while live (班会进行中，不能删除); once deleted it is gone', () => {
    expect(given(meetingDecider, [created]).when(remove(NOW))).toEqual({ events: [deleted] });
    expect(given(meetingDecider, [created]).when(remove(NOW + 3600))).toEqual({
      refused: 'conflict: 班会进行中，不能删除',
    });
    expect(given(meetingDecider, [created]).when(remove(NOW + 7200))).toMatchObject({
      events: [{ type: 'ClassMeetingDeleted' }],
    });
    expect(given(meetingDecider, [created]).when(remove(NOW, other))).toEqual({
      refused: 'forbidden: 仅班主任可以创建、编辑或删除班会',
    });
    expect(given(meetingDecider, [created, deleted]).when(remove(NOW + 1))).toEqual({
      refused: 'not_found: 班会不存在',
    });
    expect(given(meetingDecider).when(remove(NOW))).toEqual({ refused: 'not_found: 班会不存在' });
  });

  it('joined only while live (班会尚未开始, 班会已结束); joining again records nothing new', () => {
    expect(given(meetingDecider, [created]).when(join(NOW + 3700))).toEqual({ events: [joined] });
    expect(given(meetingDecider, [created, joined]).when(join(NOW + 3800))).toEqual({ events: [] });
    expect(given(meetingDecider, [created, joined]).when(join(NOW + 3800, 43))).toMatchObject({
      events: [{ data: { uid: 43 } }],
    });
    expect(given(meetingDecider, [created]).when(join(NOW))).toEqual({ refused: 'conflict: 班会尚未开始' });
    expect(given(meetingDecider, [created]).when(join(NOW + 7200))).toEqual({
      refused: 'conflict: 班会已结束',
    });
  });

  it('an edit moves the meeting: its new times place it', () => {
    const moved: MeetingEvent = {
      type: 'ClassMeetingEdited',
      data: { ...fields, startTime: NOW + 10_000, endTime: NOW + 20_000, id: 3, at: NOW },
    };
    expect(given(meetingDecider, [created, moved]).when(join(NOW + 3700))).toEqual({
      refused: 'conflict: 班会尚未开始',
    });
  });
});
