import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { type ChildServer, startChildServer } from '../childServer';
import { suiteDatabase } from '../suiteDatabase';

/**
 * The API killed with SIGKILL while writes are in flight, then started again on the same database:
 * every write that was answered is there, and none is there twice. Writes cut off before their
 * answer may or may not be there; they are never half there.
 */
const ROUNDS = 3;
const WRITERS = 8;
const KILL_AFTER_ANSWERS = 40;
const DAY = 86_400;

let dir: string;
let database: Awaited<ReturnType<typeof suiteDatabase>>;
let env: Record<string, string>;
/** Every API process started here, so none outlives the class (the database is dropped after it). */
const started: ChildServer[] = [];
const start = async () => {
  const server = await startChildServer(env);
  started.push(server);
  return server;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'school-kill9-'));
  database = await suiteDatabase(`sqlite:${join(dir, 'kill.db')}`);
  env = { DATABASE_URL: database.url, REDIS_URL: '' };
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answered {
  kind: 'question' | 'homework';
  id: number;
  name: string;
}

/** Writers that keep creating until the server is gone; answers every write that got its answer. */
async function writeUntilKilled(server: ChildServer, token: string, round: number): Promise<Answered[]> {
  const answered: Answered[] = [];
  const questionId = (await server.call('GET', '/api/lector/ques/index?limit=1', { token })).body.data.list[0]
    ?.id;
  let killed = false;
  const writer = async (w: number) => {
    for (let n = 0; !killed; n++) {
      const name = `断电${round}-${w}-${n}`;
      const publishing = w === 0 && questionId !== undefined;
      try {
        const res = publishing
          ? await server.call('POST', '/api/lector/hw/publish', {
              token,
              json: {
                course_basis_id: 1,
                type: 1,
                name: name.slice(0, 20),
                ending_time: Math.floor(Date.now() / 1000) + 3 * DAY,
                is_set_score: 1,
                publish_scope: 1,
                question: JSON.stringify([{ id: questionId }]),
              },
            })
          : await server.call('POST', '/api/lector/ques/add', {
              token,
              json: {
                ques_type: 5,
                ques_stem: `<p>${name}</p>`,
                right_answer: '<p>答</p>',
                facility_value: 3,
              },
            });
        if (res.status !== 200) throw new Error(`write refused: ${res.status} ${res.body.msg}`);
        answered.push({
          kind: publishing ? 'homework' : 'question',
          id: res.body.data.id,
          name: name.slice(0, 20),
        });
        if (answered.length === KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          server.process.kill('SIGKILL');
        }
      } catch (error) {
        if (!killed) throw error;
        return; // cut off by the kill: no answer, no promise either way
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await server.stop();
  return answered;
}

describe('kill -9', () => {
  it(`${ROUNDS} rounds of SIGKILL during writes: every answered write survives the restart, none doubled`, async () => {
    const all: Answered[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await start();
      const token = await server.login(DEMO_ACCOUNTS.teacher);
      all.push(...(await writeUntilKilled(server, token, round)));
    }
    expect(all.length).toBeGreaterThanOrEqual(ROUNDS * KILL_AFTER_ANSWERS);

    const server = await start();
    try {
      const token = await server.login(DEMO_ACCOUNTS.teacher);
      const questions = (
        await server.call(
          'GET',
          `/api/lector/ques/index?ques_stem=${encodeURIComponent('断电')}&limit=100000`,
          { token },
        )
      ).body.data.list as { id: number; ques_stem: string }[];
      const homework = (
        await server.call('GET', `/api/lector/hw/index?name=${encodeURIComponent('断电')}&limit=100000`, {
          token,
        })
      ).body.data.list as { id: number; name: string }[];
      const stems = questions.map((q) => q.ques_stem.replace(/<\/?p>/g, ''));
      const names = homework.map((h) => h.name);
      expect(new Set(stems).size).toBe(stems.length);
      expect(new Set(names).size).toBe(names.length);
      for (const write of all) {
        if (write.kind === 'question')
          expect(questions.find((q) => q.id === write.id)?.ques_stem).toBe(`<p>${write.name}</p>`);
        else expect(homework.find((h) => h.id === write.id)?.name).toBe(write.name);
      }
      // numbers handed out before a kill are never handed out again
      const fresh = await server.call('POST', '/api/lector/ques/add', {
        token,
        json: { ques_type: 5, ques_stem: '<p>重启后</p>', right_answer: '<p>答</p>', facility_value: 3 },
      });
      expect(fresh.status).toBe(200);
      expect(questions.map((q) => q.id)).not.toContain(fresh.body.data.id);
      expect(fresh.body.data.id).toBeGreaterThan(Math.max(...questions.map((q) => q.id)));
    } finally {
      await server.stop();
    }
  }, 600_000);
});
