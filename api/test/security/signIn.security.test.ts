import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE, tooManyAttemptsMessage } from '../../src/auth/loginThrottle';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { type ChildServer, startChildServer } from '../childServer';
import type { TestServer } from '../httpServer';
import { suiteDatabase } from '../suiteDatabase';
import { countStatuses, startSuiteTestServer as startSuiteServer } from '../suiteTestServer';

/**
 * Sign-in as an attacker tries it: guessing whether an account exists from how long the answer
 * takes, and guessing passwords in bursts, on one process and on two sharing Redis.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRONG = { status: 401, msg: '手机号或密码错误' };

/** A made-up client address per burst (the API trusts the loopback proxy's X-Forwarded-For). */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const attempt = (server: Pick<TestServer, 'call'>, mobile: string, password: string, address: string) =>
  server.call('POST', '/api/auth/login', {
    json: { mobile, password },
    headers: { 'x-forwarded-for': address },
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function expectBoundedBurst(responses: Awaited<ReturnType<typeof attempt>>[], tries: number) {
  expect(countStatuses(responses)).toEqual({ 401: THROTTLE.perAccount, 429: tries - THROTTLE.perAccount });
  for (const refused of responses.filter((r) => r.status === 429)) {
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(THROTTLE.windowSeconds);
    expect(refused.body.msg).toBe(tooManyAttemptsMessage(wait));
  }
  for (const checked of responses.filter((r) => r.status === 401)) expect(checked.body.msg).toBe(WRONG.msg);
}

describe('sign-in', () => {
  describe('one process', () => {
    let server: Awaited<ReturnType<typeof startSuiteServer>>;
    beforeAll(async () => {
      // counters of this process alone, even when REDIS_URL is set for the suite
      server = await startSuiteServer({ redisUrl: '' });
    });
    afterAll(() => server.close());

    it('an unknown account takes as long to refuse as a wrong password for an existing one', async () => {
      const existing: number[] = [];
      const unknown: number[] = [];
      const time = async (mobile: string, into: number[]) => {
        const started = performance.now();
        const res = await attempt(server, mobile, 'not-the-password', someAddress());
        into.push(performance.now() - started);
        expect({ status: res.status, msg: res.body.msg }).toEqual(WRONG);
      };
      for (let i = 1; i <= 12; i++) {
        await time(`139${String(i).padStart(8, '0')}`, existing);
        await time(`137${String(i).padStart(8, '0')}`, unknown);
      }
      const ratio = median(unknown) / median(existing);
      console.info(
        `sign-in timing: existing account median ${median(existing).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms (ratio ${ratio.toFixed(2)})`,
      );
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1.6);
    });

    it.each([30, 200])(
      '%i wrong passwords at once for one account: only the limit of them are checked, the rest wait',
      async (tries) => {
        const mobile = tries === 30 ? DEMO_ACCOUNTS.assistant : DEMO_ACCOUNTS.correctingAssistant;
        const address = someAddress();
        const responses = await Promise.all(
          Array.from({ length: tries }, () => attempt(server, mobile, 'guess', address)),
        );
        expectBoundedBurst(responses, tries);
        const right = await attempt(server, mobile, 'Demo2026', address);
        expect(right.status).toBe(429);
        expect(right.body.msg).toBe('登录失败次数过多，请15分钟后再试');
      },
    );
  });

  describe('two processes sharing Redis', () => {
    let redis: Redis;
    let servers: ChildServer[] = [];
    let database: Awaited<ReturnType<typeof suiteDatabase>>;

    beforeAll(async () => {
      redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
      try {
        await redis.connect();
        await redis.ping();
      } catch (error) {
        throw new Error(
          `Redis is not reachable at ${REDIS_URL} (${(error as Error).message}): the sign-in class needs it to check ` +
            'bursts across processes. Start Redis or set REDIS_URL.',
        );
      }
      database = await suiteDatabase();
      // one after the other: the first seeds the shared database, the second finds it seeded
      const env = {
        DATABASE_URL: database.kind === 'postgres' ? database.url : 'sqlite::memory:',
        REDIS_URL,
      };
      servers = [await startChildServer(env)];
      servers.push(await startChildServer(env));
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database?.drop();
      redis?.disconnect();
    });

    it.each([30, 200])(
      '%i wrong passwords at once, split between two processes: still only the limit are checked',
      async (tries) => {
        const mobile = DEMO_ACCOUNTS.teacher;
        await redis.del(`login_attempt_account:${mobile}`);
        const address = someAddress();
        const responses = await Promise.all(
          Array.from({ length: tries }, (_, i) =>
            attempt(servers[i % 2] as ChildServer, mobile, 'guess', address),
          ),
        );
        expectBoundedBurst(responses, tries);
        await redis.del(`login_attempt_account:${mobile}`);
      },
    );
  });
});
