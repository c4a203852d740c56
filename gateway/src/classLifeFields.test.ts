import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { demoClient } from './testing/demoClient';

/** A meeting the student joins by code and the staff profile, field by field (demo school). */
let server: RunningServer;
let student: string;
let teacher: string;
let client: ReturnType<typeof demoClient>;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  client = demoClient(server.url);
  student = await client.signIn('13900000001');
  teacher = await client.signIn('13800000001');
}, 60_000);
afterAll(() => server?.close());

describe('a meeting joined by code', () => {
  it('joins a class meeting by its students’ code and answers the meeting', async () => {
    const meetings = await client.gql(
      teacher,
      'query { classMeetings(classId: "1", limit: 50) { list { id name speaker roomId startTime endTime liveStatus } } }',
    );
    // The demo school's meeting that is live now: only a started meeting can be joined.
    const meeting = meetings.body.data.classMeetings.list.find(
      (m: { liveStatus: string }) => m.liveStatus === 'LIVE',
    );
    expect(meeting).toBeDefined();
    const codes = await client.gql(teacher, 'query($id: ID!) { meetingJoinCodes(id: $id) { studentCode } }', {
      id: meeting.id,
    });
    const joined = await client.gql(
      student,
      'mutation($c: String!) { joinMeetingByCode(code: $c) { id meetingName startTime endTime teacherName roomId } }',
      { c: codes.body.data.meetingJoinCodes.studentCode },
    );
    expect(joined.body.errors).toBeUndefined();
    expect(joined.body.data.joinMeetingByCode).toEqual({
      id: meeting.id,
      meetingName: meeting.name,
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      teacherName: meeting.speaker,
      roomId: meeting.roomId,
    });
  });
});

describe('the staff profile', () => {
  it('answers the REST profile under the schema names', async () => {
    const res = await client.gql(
      teacher,
      'query { myProfile { id avatar realName nickname mobile introduction } }',
    );
    const raw = (await client.rest(teacher, '/lector/information')) as Record<string, string | number>;
    expect(res.body.data.myProfile).toEqual({
      id: String(raw.id),
      avatar: raw.avatar,
      realName: raw.real_name,
      nickname: raw.nickname,
      mobile: raw.mobile,
      introduction: raw.introduction,
    });
  });
});
