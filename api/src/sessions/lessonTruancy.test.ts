import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';

/**
 * Nobody is 旷课 before their lesson ends (issue 27): team class 1's lesson time 3 is held on
 * 2026-09-15 18:00-19:30 (Shanghai). While it runs, a student nobody marked is undecided in the
 * session's counts, its student list and the attendance matrix, and staff can still mark them present;
 * once it has ended, the unmarked students are truant everywhere.
 */
const LESSON = 3;
const TEAM_CLASS = 1;
const RUNNING = Date.parse('2026-09-15T18:30:00+08:00');
const ENDED = Date.parse('2026-09-15T19:31:00+08:00');

let nowMs = RUNNING;
let server: TestServer;
let token = '';
const assistants = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/assistants${path}`, { token, ...(json ? { json } : {}) });

const session = async () =>
  (await assistants('GET', `/teamClass/classTime/detailClassTime/${LESSON}`)).body.data;
const students = async () =>
  (await assistants('GET', `/teamClass/classTime/student/getClassTimeStudent/${LESSON}`)).body.data as {
    clue_id: number;
    attend_type: number;
    status: number;
  }[];
const cells = async () =>
  (
    (await assistants('GET', `/teamClass/classTime/student/classAttendance/${TEAM_CLASS}`)).body.data as {
      clue_id: number;
      times: {
        id: number;
        attendance: number;
        status: number;
        abilities: { manual: { allowed: boolean } };
      }[];
    }[]
  ).map((r) => ({ clue_id: r.clue_id, cell: r.times.find((t) => t.id === LESSON) }));

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  token = await server.login(DEMO_ACCOUNTS.assistant);
});
afterAll(() => server.close());

describe('a team class lesson still running makes nobody truant', () => {
  it('while it runs, unmarked students are undecided and can be marked present; once it ends they are truant', async () => {
    nowMs = RUNNING;
    const running = await session();
    expect(running.should_arrive).toBeGreaterThan(1);
    expect(running.truants).toBe(0);
    const list = await students();
    const unmarked = list.filter((s) => s.attend_type !== 2);
    expect(unmarked.length).toBeGreaterThan(1);
    for (const s of unmarked) expect([s.attend_type, s.status]).toEqual([0, 2]);
    for (const { cell } of (await cells()).filter((c) => unmarked.some((s) => s.clue_id === c.clue_id))) {
      expect([cell?.attendance, cell?.status]).toEqual([0, 2]);
      expect(cell?.abilities.manual.allowed).toBe(true);
    }

    const marked = unmarked[0]?.clue_id as number;
    const mark = await assistants('POST', '/teamClass/classTime/student/setAttendance', {
      class_id: TEAM_CLASS,
      times_id: LESSON,
      clue_id: marked,
      type: 4,
      remark: '课上点名到课',
    });
    expect(mark.status).toBe(200);
    expect(await session()).toMatchObject({ arrived: 1, truants: 0 });

    nowMs = ENDED;
    const ended = await session();
    expect(ended).toMatchObject({ arrived: 1, truants: unmarked.length - 1 });
    expect(ended.should_arrive).toBe(ended.arrived + ended.leave + ended.truants);
    const after = await students();
    for (const s of after.filter(
      (x) => x.clue_id !== marked && unmarked.some((u) => u.clue_id === x.clue_id),
    ))
      expect([s.attend_type, s.status]).toEqual([3, 1]);
    const matrix = await cells();
    expect(matrix.find((c) => c.clue_id === marked)?.cell?.attendance).toBe(1);
    expect(matrix.filter((c) => c.cell?.attendance === 3).length).toBe(unmarked.length - 1);
  });
});
