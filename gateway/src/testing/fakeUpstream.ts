import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMON_MESSAGES } from '@school/machines';
import express, { type Request, type Response } from 'express';
import type { RestMe } from '../rest/auth';

/** What the fake REST API saw of one call. */
export interface SeenCall {
  method: string;
  path: string;
  authorization: string | undefined;
  requestId: string | undefined;
  forwardedFor: string | undefined;
  body: unknown;
}

export type Answer = { status: number; body: unknown; raw?: boolean };

export const TEACHER: RestMe = {
  id: 7,
  role: 'teacher',
  mobile: '13800000001',
  nickname: '王老师',
  real_name: '王芳',
  avatar: '',
  canDispatch: true,
  canCorrect: true,
  is_head_teacher: false,
};

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 0, msg: 'ok', data } });
export const fail = (status: number, msg: string): Answer => ({
  status,
  body: { code: status, msg, data: null },
});

/**
 * A stand-in for the REST API's auth calls on an ephemeral port. Password `right` signs in with
 * token `tok-1`; `me` answers `meAnswer` for that token (or for any token when `meAnswer` is set); any
 * other call answers what `answers` holds for its method and path.
 */
export async function startFakeUpstream() {
  const seen: SeenCall[] = [];
  const state: { me: RestMe; meAnswer: Answer | undefined; answers: Map<string, Answer> } = {
    me: TEACHER,
    meAnswer: undefined,
    answers: new Map(),
  };
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    seen.push({
      method: req.method,
      path: req.originalUrl,
      authorization: req.headers.authorization,
      requestId: req.get('x-request-id'),
      forwardedFor: req.get('x-forwarded-for'),
      body: req.body,
    });
    next();
  });
  const send = (res: Response, answer: Answer) =>
    answer.raw
      ? res.status(answer.status).type('text/html').send(String(answer.body))
      : res.status(answer.status).json(answer.body);
  const signedIn = (req: Request) => req.headers.authorization === 'Bearer tok-1';

  app.post('/api/auth/login', (req, res) => {
    const { mobile, password } = req.body ?? {};
    if (!mobile) return send(res, fail(400, COMMON_MESSAGES.enterMobile));
    if (password !== 'right') return send(res, fail(401, '手机号或密码错误'));
    const { canDispatch: _d, canCorrect: _c, is_head_teacher: _h, ...user } = state.me;
    res.cookie('sid', 'tok-1', { httpOnly: true, sameSite: 'lax', path: '/' });
    send(res, ok({ token: 'tok-1', user }));
  });
  app.get('/api/auth/me', (req, res) => {
    if (state.meAnswer) return send(res, state.meAnswer);
    send(res, signedIn(req) ? ok(state.me) : fail(401, COMMON_MESSAGES.signInFirst));
  });
  app.post('/api/auth/logout', (req, res) =>
    send(res, signedIn(req) ? ok(null) : fail(401, COMMON_MESSAGES.signInFirst)),
  );

  // Any other call answers what a test put under `state.answers` ('GET /api/lector/workbench').
  app.use((req, res, next) => {
    const answer = state.answers.get(`${req.method} ${req.path}`);
    if (answer) return send(res, answer);
    next();
  });

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
