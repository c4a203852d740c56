import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEvents } from '../../src/store/eventStore';
import { routeKey, servedRoutes } from '../routeTable';
import { type Answer, type SuiteServer, send, signIn, startSuiteServer } from '../suiteServer';
import { type Fixtures, makeFixtures, type Prefix, SUBJECTS, type Subject } from './fixtures';
import {
  CIRCLE_OUTSIDERS,
  CIRCLE_SUBJECTS,
  type CircleSubject,
  CLASS_CIRCLE_ROUTES,
  OPEN_ROUTES,
  type OpenRoute,
  type Outcome,
  type Request,
  STAFF_PREFIXES,
  STAFF_ROUTES,
  type StaffRoute,
} from './routeExpectations';

let server: SuiteServer;
let f: Fixtures;

beforeAll(async () => {
  server = await startSuiteServer();
  f = await makeFixtures(server);
});
afterAll(() => server?.close());

const ROLE_OF: Record<Exclude<Subject, 'anonymous'>, 'student' | 'teacher' | 'assistant'> = {
  student: 'student',
  teacher: 'teacher',
  otherTeacher: 'teacher',
  assistant: 'assistant',
  otherAssistant: 'assistant',
  noDispatch: 'assistant',
};
const PREFIX_ROLE: Record<Prefix, 'teacher' | 'assistant'> = { lector: 'teacher', assistants: 'assistant' };

/** The table's answer for one subject on one staff route and prefix. */
function staffExpectation(route: StaffRoute, prefix: Prefix, who: Subject): Outcome {
  if (who === 'anonymous') return 'unauthenticated';
  if (ROLE_OF[who] !== PREFIX_ROLE[prefix]) return 'forbidden';
  if (route.only && route.only !== prefix) return 'forbidden';
  if (who === 'teacher' || who === 'assistant') return route.ownerOn?.[prefix] ?? route.owner;
  if (who === 'noDispatch') return route.noDispatch;
  return route.peer;
}

function openExpectation(route: OpenRoute, who: Subject): Outcome {
  if (route.audience !== 'public' && who === 'anonymous') return 'unauthenticated';
  if (route.audience === 'student' && who !== 'student') return 'forbidden';
  return route.answer ?? 'ok';
}

function check(outcome: Outcome, res: Answer, label: string) {
  const seen = `${label} answered ${res.status} ${res.text.slice(0, 120)}`;
  expect(res.status, seen).toBeLessThan(500);
  switch (outcome) {
    case 'ok':
      expect(res.status, seen).toBe(200);
      break;
    case 'allowed':
      expect([401, 403], seen).not.toContain(res.status);
      break;
    case 'denied':
      expect([403, 404], seen).toContain(res.status);
      break;
    case 'hidden':
      expect(res.status, seen).toBe(404);
      break;
    case 'forbidden':
      expect(res.status, seen).toBe(403);
      break;
    case 'unauthenticated':
      expect(res.status, seen).toBe(401);
      break;
    default: {
      const never: never = outcome;
      throw new Error(`unknown outcome ${never}`);
    }
  }
  if (res.status !== 200) expect(res.body, seen).toMatchObject({ code: res.status, data: null });
}

async function call(method: string, request: Request, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  return send(server.url + request.path, { method, headers, body: request.body?.() });
}

async function tokenFor(who: Subject, endsSession: boolean | undefined) {
  if (who === 'anonymous') return undefined;
  return endsSession ? signIn(server.url, f.mobiles[who]) : f.tokens[who];
}

/** Owners act last, so a change they make (a recall, a delete) cannot hide what others may do. */
const ORDER: readonly Subject[] = [...SUBJECTS].sort(
  (a, b) => Number(a === 'teacher' || a === 'assistant') - Number(b === 'teacher' || b === 'assistant'),
);

const methodAndPath = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path };
};

describe('authorization matrix', () => {
  describe('the matrix covers every route the API serves', () => {
    it('runs on the store DATABASE_URL names (SQLite by default)', async () => {
      const health = await send(`${server.url}/healthz`);
      expect(health.body.data.store).toBe(
        /^postgres/.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite',
      );
    });

    it('every served route has expectations, and every expectation a served route', () => {
      const served = servedRoutes(server.api.app).map(routeKey).sort();
      const expected = [
        ...Object.keys(OPEN_ROUTES),
        ...Object.keys(STAFF_ROUTES).flatMap((key) => {
          const { method, path } = methodAndPath(key);
          return STAFF_PREFIXES.map((p) => `${method} /api/${p}${path}`);
        }),
      ].sort();
      expect(
        served.filter((r) => !expected.includes(r)),
        'served routes missing from routeExpectations.ts',
      ).toEqual([]);
      expect(
        expected.filter((r) => !served.includes(r)),
        'expectations of routes no longer served',
      ).toEqual([]);
    });
  });

  describe.each(Object.entries(OPEN_ROUTES))('%s', (key, route) => {
    const { method } = methodAndPath(key);
    it.each(ORDER)('as %s', async (who) => {
      const res = await call(method, route.request(f), await tokenFor(who, route.endsSession));
      check(openExpectation(route, who), res, `${key} as ${who}`);
    });
  });

  describe.each(STAFF_PREFIXES)('/api/%s', (prefix) => {
    describe.each(Object.entries(STAFF_ROUTES))('%s', (key, route) => {
      const { method } = methodAndPath(key);
      it.each(ORDER)('as %s', async (who) => {
        const request = route.request(f, prefix);
        const res = await call(
          method,
          { ...request, path: `/api/${prefix}${request.path}` },
          await tokenFor(who, route.endsSession),
        );
        check(staffExpectation(route, prefix, who), res, `${method} /api/${prefix}${request.path} as ${who}`);
      });
    });
  });

  describe("a class circle answers only to its class's students in class and staff, on every community route", () => {
    const isCommunity = (path: string) => /\/community\/|\/captcha$|community_setting$/.test(path);
    it('every community route has a class-circle expectation', () => {
      const served = servedRoutes(server.api.app)
        .map(routeKey)
        .filter((key) => isCommunity(key));
      const covered = Object.keys(CLASS_CIRCLE_ROUTES).flatMap((key) => {
        const { method, path } = methodAndPath(key);
        return path.startsWith('/api/') ? [key] : STAFF_PREFIXES.map((p) => `${method} /api/${p}${path}`);
      });
      expect(served.filter((key) => !covered.includes(key)).sort()).toEqual([]);
    });

    const STAFF_SUBJECT: Partial<Record<CircleSubject, { prefix: Prefix; token: (f: Fixtures) => string }>> =
      {
        teacher: { prefix: 'lector', token: (fx) => fx.tokens.teacher },
        otherTeacher: { prefix: 'lector', token: (fx) => fx.tokens.otherTeacher },
        assistant: { prefix: 'assistants', token: (fx) => fx.tokens.assistant },
        otherAssistant: { prefix: 'assistants', token: (fx) => fx.tokens.otherAssistant },
      };
    const STUDENT_TOKEN: Partial<Record<CircleSubject, (f: Fixtures) => string>> = {
      classStudent: (fx) => fx.tokens.student,
      leaver: (fx) => fx.classCircle.leaverToken,
    };

    describe.each(Object.entries(CLASS_CIRCLE_ROUTES))('%s', (key, route) => {
      const { method, path } = methodAndPath(key);
      const app = path.startsWith('/api/');
      const subjects = CIRCLE_SUBJECTS.filter((who) => (app ? STUDENT_TOKEN[who] : STAFF_SUBJECT[who]));
      it.each(subjects)('as %s', async (who) => {
        const outsider = CIRCLE_OUTSIDERS.includes(who);
        const outcome =
          route.expect?.[who] ?? (route.neutral || route.circles || !outsider ? 'ok' : 'hidden');
        if (outcome === 'skip') return;
        const request = route.request(f.classCircle);
        const staff = STAFF_SUBJECT[who];
        const res = await call(
          method,
          staff ? { ...request, path: `/api/${staff.prefix}${request.path}` } : request,
          staff ? staff.token(f) : (STUDENT_TOKEN[who] as (fx: Fixtures) => string)(f),
        );
        check(outcome, res, `${key} as ${who}`);
        if (route.circles && outsider)
          expect(route.circles(res.body.data), `${key} as ${who} lists the class circle`).not.toContain(
            f.classCircle.group,
          );
      });
    });
  });

  describe('a page element cannot change state: the session cookie alone is refused', () => {
    const changing = Object.entries(STAFF_ROUTES).filter(([, route]) => route.changes);
    it.each(changing)(
      '%s with the cookie and no X-Requested-With answers 403, nothing stored',
      async (key, route) => {
        const { method } = methodAndPath(key);
        // A route of one role only is tried on its own prefix, by that prefix's staff member.
        const prefix = route.only ?? 'lector';
        const request = route.request(f, prefix);
        const before = await countEvents(server.api.store.db);
        const res = await send(`${server.url}/api/${prefix}${request.path}`, {
          method,
          headers: {
            cookie: `sid=${prefix === 'assistants' ? f.tokens.assistant : f.tokens.teacher}`,
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          },
          body: request.body?.(),
        });
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe('请求缺少 X-Requested-With 请求头');
        expect(await countEvents(server.api.store.db)).toBe(before);
      },
    );

    it('the same cookie with X-Requested-With is accepted, and reads need neither', async () => {
      const withHeader = await send(`${server.url}/api/lector/hw/correct/quantity`, {
        headers: { cookie: `sid=${f.tokens.teacher}` },
      });
      expect(withHeader.status).toBe(200);
      const form = new FormData();
      form.set(
        'file',
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])]),
        'a.png',
      );
      const upload = await send(`${server.url}/api/lector/public/file`, {
        method: 'POST',
        headers: { cookie: `sid=${f.tokens.teacher}`, 'x-requested-with': 'XMLHttpRequest' },
        body: form,
      });
      expect(upload.status).toBe(200);
    });
  });
});
