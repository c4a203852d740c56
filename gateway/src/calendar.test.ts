import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** The calendar and live entry through GraphQL over the real REST API (demo school, team class 1 from 2026-09-01). */
let server: RunningServer;
let teacher: string;
let assistant: string;

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

const CARD = `key kind id periodTitle courseTitle courseType teacherName startTime endTime liveStatus hasPlayback
  playbackUrl periodsType entryClosed extended enterLabel studentCode groups { id name }
  abilities { enter { shown allowed reason } replay { shown allowed reason } share { shown } upload { shown } }`;

beforeAll(async () => {
  process.env.LIVE_ROOM_URL = 'https://rooms.test/{room}?role={role}';
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  assistant = await signIn('13800000002');
}, 60_000);
afterAll(() => {
  delete process.env.LIVE_ROOM_URL;
  return server?.close();
});

describe('calendar', () => {
  it("answers the month's days and a day's cards on each role's calls", async () => {
    const month = await gql(teacher, 'query { calendarMonth(date: "2026-09-15") }');
    expect(month.body.data.calendarMonth).toEqual(expect.arrayContaining(['2026-09-01', '2026-09-08']));
    const mine = await gql(assistant, 'query { calendarMonth(date: "2026-09-15", classId: "1") }');
    expect(mine.body.errors).toBeUndefined();
    // The demo school recorded a playback of lesson 1, not of lesson 2.
    const first = await gql(teacher, `query { calendarDay(date: "2026-09-01") { ${CARD} } }`);
    expect(first.body.data.calendarDay.find((c: { key: string }) => c.key === 'period:1')).toMatchObject({
      hasPlayback: true,
      playbackUrl: 'https://vod.example.com/period/1',
      abilities: { replay: { allowed: true } },
    });
    const day = await gql(teacher, `query { calendarDay(date: "2026-09-08") { ${CARD} } }`);
    const card = day.body.data.calendarDay.find((c: { key: string }) => c.key === 'period:2');
    expect(card).toMatchObject({
      kind: 'PERIOD',
      // A live session's card is a small-class course (course_type 2).
      courseType: 'SMALL_CLASS',
      periodTitle: '第2次课',
      liveStatus: 'ENDED',
      hasPlayback: false,
      playbackUrl: null,
      // A live team class's session (spec: periods_type 1), not cancelled (allow_enter 0).
      periodsType: 'LIVE',
      entryClosed: false,
      extended: true,
      enterLabel: '讲师进入',
      startTime: '2026-09-08T18:00:00+08:00',
      abilities: { enter: { shown: false }, replay: { shown: true, allowed: false, reason: '暂无回放' } },
    });
    const seen = await gql(assistant, `query { calendarDay(date: "2026-09-01") { ${CARD} } }`);
    expect(seen.body.data.calendarDay[0]).toMatchObject({
      enterLabel: '授课助教进入',
      groups: [{ id: '1' }],
    });
  });

  it("enters a meeting's room from the template and keeps the spec's refusal of an ended period", async () => {
    const start = Math.floor(Date.now() / 1000) + 3600;
    const created = await gql(
      teacher,
      'mutation($i: ClassMeetingInput!) { createClassMeeting(classId: "1", input: $i) { id } }',
      {
        i: {
          name: '日历班会',
          startTime: new Date(start * 1000).toISOString(),
          endTime: new Date((start + 3600) * 1000).toISOString(),
          speaker: '黎老师',
          roomId: 'R-1',
        },
      },
    );
    const id = created.body.data.createClassMeeting.id as string;
    // A meeting's card has no course: REST course_type 0 is null here.
    const date = new Date(start * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const cards = await gql(teacher, `query { calendarDay(date: "${date}") { key kind courseType } }`);
    expect(cards.body.errors).toBeUndefined();
    expect(cards.body.data.calendarDay).toContainEqual({
      key: `meeting:${id}`,
      kind: 'MEETING',
      courseType: null,
    });
    const entry = await gql(teacher, 'query($m: ID) { liveRoomEntry(meetingId: $m) { url room role } }', {
      m: id,
    });
    expect(entry.body.data.liveRoomEntry).toEqual({
      url: `https://rooms.test/meeting-${id}?role=teacher`,
      room: `meeting-${id}`,
      role: 'teacher',
    });
    const ended = await gql(teacher, 'query { liveRoomEntry(periodId: "1") { url } }');
    expect(ended.body.errors?.[0]?.message).toBe('直播已结束');
  });
});
