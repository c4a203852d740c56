import { CALENDAR_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';
import { DEFAULT_LIVE_ROOM_URL, roomUrl } from './liveRoom';

/**
 * The calendar and live entry over HTTP on the demo school. Team class 1 (the demo teacher's, assisted
 * by the demo assistant, taught live) meets on Tuesdays at 18:00 from 2026-09-01, lesson times 1–6;
 * team class 2 (teacher 13800100001) is taught in person. The clock stands in lesson 4 (2026-09-22);
 * the demo school recorded playbacks of lessons 1 and 3, not of lesson 2.
 */
let nowMs = Date.parse('2026-09-22T10:30:00Z');
const now = () => Math.floor(nowMs / 1000);
let server: TestServer;
const t: Record<string, string> = {};
const L = '/api/lector';
const A = '/api/assistants';
const TEMPLATE = 'https://rooms.test/{room}?as={role}&u={uid}';

type Ability = { shown: boolean; allowed: boolean; reason: string | null };
type Card = Record<string, unknown> & {
  id: number;
  card_type: string;
  abilities: Record<'enter' | 'replay' | 'share' | 'upload', Ability>;
};

beforeAll(async () => {
  process.env.LIVE_ROOM_URL = TEMPLATE;
  server = await startTestServer({ clock: () => nowMs });
  t.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  t.other = await server.login('13800100001');
  t.assistant = await server.login(DEMO_ACCOUNTS.assistant);
}, 60_000);
afterAll(() => {
  delete process.env.LIVE_ROOM_URL;
  return server.close();
});

const get = (path: string, token: string) => server.call('GET', path, { token });
const day = async (date: string, token = t.teacher as string, path = `${L}/teacher/courseCalendar`) =>
  (await get(`${path}?date=${date}`, token)).body.data as Card[];
const period = (cards: Card[], id: number) => cards.find((c) => c.card_type === 'period' && c.id === id);

describe('calendar', () => {
  it('answers the date keys of the month that have cards, on each prefix', async () => {
    const teacher = await get(`${L}/teacher/month/course?date=2026-09-15`, t.teacher as string);
    expect(teacher.status).toBe(200);
    expect(teacher.body.data).toEqual(
      expect.arrayContaining(['2026-09-01', '2026-09-08', '2026-09-15', '2026-09-22', '2026-09-29']),
    );
    expect(teacher.body.data).not.toContain('2026-10-06');
    const assistant = await get(`${A}/month/course?date=2026-09-01`, t.assistant as string);
    expect(assistant.body.data).toContain('2026-09-08');
    expect((await get(`${A}/teacher/month/course`, t.assistant as string)).status).toBe(403);
    expect((await get(`${L}/month/course?date=2026-9-1`, t.teacher as string)).status).toBe(403);
    expect((await get(`${L}/teacher/month/course?date=2026-13-01`, t.teacher as string)).body.msg).toBe(
      '日期格式不正确',
    );
  });

  it('a live card shows enter room; an extended period names the 讲师 and 授课助教 entries', async () => {
    const card = period(await day('2026-09-22'), 4);
    expect(card).toMatchObject({
      period_title: '第4次课',
      course_title: expect.any(String),
      live_status: 1,
      periods_type: 1,
      periods_extend: 1,
      teacher_type: 1,
      enter_label: '讲师进入',
      abilities: { enter: { shown: true, allowed: true }, replay: { shown: false }, upload: { shown: true } },
    });
    // A session has no meeting name nor join code: both left out, not ''.
    expect([card?.meeting_name, card?.student_code]).toEqual([undefined, undefined]);
    const seen = period(await day('2026-09-22', t.assistant as string, `${A}/courseCalendar`), 4);
    expect(seen).toMatchObject({ assistant_type: 1, enter_label: '授课助教进入' });
    expect(seen?.class_list).toEqual([expect.objectContaining({ class_group_id: 1 })]);
  });

  it('an ended card without playback shows disabled 暂无回放; a recorded playback can be viewed', async () => {
    expect(period(await day('2026-09-01'), 1)).toMatchObject({ is_playback: 1 });
    const before = period(await day('2026-09-08'), 2);
    expect(before).toMatchObject({
      live_status: 3,
      is_playback: 0,
      abilities: {
        enter: { shown: false },
        replay: { shown: true, allowed: false, reason: CALENDAR_MESSAGES.noPlayback },
      },
    });
    // No playback: no address is answered (left out, not '').
    expect(before && 'playback_url' in before).toBe(false);
    const live = await server.call('POST', `${L}/live/playback`, {
      token: t.teacher as string,
      json: { period_id: 4, playback_url: 'https://vod.test/4' },
    });
    expect(live.status).toBe(409);
    expect(live.body.msg).toBe(CALENDAR_MESSAGES.playbackBeforeEnd);
    const bad = await server.call('POST', `${L}/live/playback`, {
      token: t.teacher as string,
      json: { period_id: 2, playback_url: 'javascript:alert(1)' },
    });
    expect(bad.body.msg).toBe(CALENDAR_MESSAGES.playbackUrl);
    const recorded = await server.call('POST', `${L}/live/playback`, {
      token: t.teacher as string,
      json: { period_id: 2, playback_url: 'https://vod.test/2' },
    });
    expect(recorded.status).toBe(200);
    const after = period(await day('2026-09-08'), 2);
    expect(after).toMatchObject({
      is_playback: 1,
      playback_url: 'https://vod.test/2',
      abilities: { replay: { shown: true, allowed: true } },
    });
    const rows = await server.store.db.selectFrom('live_playbacks').selectAll().execute();
    await rebuildProjections(server.store);
    expect(await server.store.db.selectFrom('live_playbacks').selectAll().execute()).toEqual(rows);
  });

  it('an in-person period (periods_type 7) shows no buttons and has no room', async () => {
    const cards = await day('2026-09-02', t.other as string);
    const card = cards.find((c) => c.card_type === 'period');
    expect(card).toMatchObject({ periods_type: 7, course_type: 7 });
    expect(card?.abilities.enter.shown).toBe(false);
    expect(card?.abilities.replay.shown).toBe(false);
    const entry = await get(`${L}/live/enter?period_id=${card?.id}`, t.other as string);
    expect(entry.status).toBe(409);
    expect(entry.body.msg).toBe(CALENDAR_MESSAGES.inPerson);
  });
});

describe('live entry', () => {
  it("gives the teacher the period's room and the assistant their class group's, from LIVE_ROOM_URL", async () => {
    const teacher = await get(`${L}/live/enter?course_type=2&course_id=1&period_id=4`, t.teacher as string);
    expect(teacher.body.data).toMatchObject({
      url: expect.stringMatching(/^https:\/\/rooms\.test\/period-4\?as=teacher&u=\d+$/),
      room: 'period-4',
      role: 'teacher',
    });
    const assistant = await get(`${A}/live/enter?period_id=4&class_group_id=1`, t.assistant as string);
    expect(assistant.body.data).toMatchObject({ room: 'period-4-group-1', role: 'assistant' });
    const other = await get(`${A}/live/enter?period_id=4&class_group_id=9`, t.assistant as string);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe(CALENDAR_MESSAGES.notYourGroup);
  });

  it('refuses an ended card, a period of another course, and staff who do not see the card', async () => {
    const ended = await get(`${L}/live/enter?period_id=1`, t.teacher as string);
    expect([ended.status, ended.body.msg]).toEqual([409, CALENDAR_MESSAGES.ended]);
    const wrongCourse = await get(`${L}/live/enter?course_id=2&period_id=4`, t.teacher as string);
    expect([wrongCourse.status, wrongCourse.body.msg]).toEqual([404, CALENDAR_MESSAGES.periodNotFound]);
    const stranger = await get(`${L}/live/enter?period_id=4`, t.other as string);
    expect(stranger.status).toBe(404);
    expect((await get(`${L}/live/enter`, t.teacher as string)).body.msg).toBe(CALENDAR_MESSAGES.chooseCard);
  });

  it("puts a class meeting on the class calendar and the teacher into the meeting's room", async () => {
    const created = await server.call('POST', `${L}/class/meeting`, {
      token: t.teacher as string,
      json: {
        class_id: 1,
        meeting_name: '日历班会',
        start_time: now() + 3600,
        end_time: now() + 5400,
        teacher_name: '黎老师',
        room_id: 'R-1',
      },
    });
    const id = created.body.data.id as number;
    const keys = await get(`${L}/stateschoolclass/monthCourse/1?date=2026-09-22`, t.teacher as string);
    expect(keys.body.data).toContain('2026-09-22');
    const cards = (await get(`${A}/stateschoolclass/classCalendar/1?date=2026-09-22`, t.assistant as string))
      .body.data as Card[];
    const card = cards.find((c) => c.card_type === 'meeting' && c.id === id);
    expect(card).toMatchObject({
      meeting_name: '日历班会',
      nickname: '黎老师',
      live_status: 2,
      course_type: 0,
      student_code: expect.stringMatching(/^[A-Z0-9]{10}$/),
      abilities: { share: { shown: true }, enter: { allowed: true }, upload: { shown: false } },
    });
    // A meeting has no session title: left out, not ''.
    expect(card && 'period_title' in card).toBe(false);
    const entry = await get(`${L}/live/enter?meeting_id=${id}&type=0`, t.teacher as string);
    expect(entry.body.data).toMatchObject({ room: `meeting-${id}`, role: 'teacher' });
    expect(
      (await get(`${L}/stateschoolclass/classCalendar/99?date=2026-09-22`, t.other as string)).status,
    ).toBe(404);
    nowMs += 2 * 3600 * 1000;
    const late = await get(`${L}/live/enter?meeting_id=${id}`, t.teacher as string);
    expect(late.body.msg).toBe(CALENDAR_MESSAGES.ended);
  });
});

describe('live-room adapter', () => {
  it('fills the template with URL-encoded values; the default names room, role, uid and name', () => {
    expect(
      roomUrl(
        DEFAULT_LIVE_ROOM_URL,
        { kind: 'meeting', meetingId: 3 },
        { id: 7, role: 'teacher', name: '黎 老师' },
      ),
    ).toBe('https://live.example.com/room/meeting-3?role=teacher&uid=7&name=%E9%BB%8E%20%E8%80%81%E5%B8%88');
    expect(
      roomUrl(
        '/r/{room}/{role}',
        { kind: 'group', periodId: 2, groupId: 5 },
        { id: 1, role: 'assistant', name: '' },
      ),
    ).toBe('/r/period-2-group-5/assistant');
  });
});
