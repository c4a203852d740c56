import { COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/auth';
import { SESSION_COOKIE, tokenOf } from '../http/authenticate';
import { text } from '../http/fields';
import { route } from '../http/route';
import { tooMany, unauthenticated } from '../shared/errors';
import { tooManyAttemptsMessage } from './loginThrottle';
import { dummyPasswordHash, verifyPassword } from './password';
import { endSession, SESSION_SECONDS, startSession } from './sessions';

const credentials = z.object({
  mobile: text(32, COMMON_MESSAGES.enterMobile).trim().min(1, { error: COMMON_MESSAGES.enterMobile }),
  password: text(128, COMMON_MESSAGES.enterPassword).min(1, { error: COMMON_MESSAGES.enterPassword }),
});

const WRONG_CREDENTIALS = '手机号或密码错误';

export function authRoutes({ store, throttle }: ApiContext): Router {
  const router = Router();
  void dummyPasswordHash();

  router.post(
    '/login',
    route({
      summary: 'Sign in with mobile and password: answers a session token (also set as the `sid` cookie)',
      roles: 'public',
      input: credentials,
      success: '登录成功',
      output: contract.login,
      handler: async ({ input, req, res, now }) => {
        const address = req.ip ?? 'unknown';
        // the attempt is counted before the password is checked, so a burst cannot outrun the count
        const reservation = await throttle.reserve(input.mobile, address);
        if (!reservation.allowed) {
          res.setHeader('Retry-After', String(reservation.retryAfterSeconds));
          throw tooMany(tooManyAttemptsMessage(reservation.retryAfterSeconds));
        }
        const user = await store.db
          .selectFrom('users')
          .selectAll()
          .where('mobile', '=', input.mobile)
          .executeTakeFirst();
        const matches = await verifyPassword(
          input.password,
          user?.password_hash ?? (await dummyPasswordHash()),
        );
        if (!user || !matches) throw unauthenticated(WRONG_CREDENTIALS);
        await throttle.recordSuccess(input.mobile, address);
        const token = await startSession(store.db, user.id, now);
        res.cookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'strict',
          secure: req.secure,
          path: '/',
          maxAge: SESSION_SECONDS * 1000,
        });
        return {
          token,
          user: {
            id: user.id,
            role: user.role,
            mobile: user.mobile,
            nickname: user.nickname,
            real_name: user.real_name,
            avatar: user.avatar,
          },
        };
      },
    }),
  );

  router.post(
    '/logout',
    route({
      summary: 'Sign out: ends the session',
      success: '退出成功',
      output: contract.loggedOut,
      handler: async ({ req, res, now }) => {
        const token = tokenOf(req);
        if (token) await endSession(store.db, token, now);
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        return null;
      },
    }),
  );

  router.get(
    '/me',
    route({
      summary: 'The signed-in user: role, names and abilities (can dispatch, can grade, head teacher)',
      output: contract.me,
      handler: async ({ viewer }) => {
        const headed = await store.db
          .selectFrom('class_staff')
          .select('class_id')
          .where('user_id', '=', viewer.id)
          .where('duty', '=', 'head_teacher')
          .executeTakeFirst();
        return {
          id: viewer.id,
          role: viewer.role,
          mobile: viewer.mobile,
          nickname: viewer.nickname,
          real_name: viewer.realName,
          avatar: viewer.avatar,
          canDispatch: viewer.canDispatch,
          canCorrect: viewer.canCorrect,
          is_head_teacher: headed !== undefined,
        };
      },
    }),
  );

  return router;
}
