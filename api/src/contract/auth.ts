import { z } from 'zod';
import { entity, rowId } from './shapes';

/** Sign-in and the signed-in user (`/api/auth/*`; ARCHITECTURE.md: login answers `{ token, user }`). */

const userFields = {
  id: rowId,
  role: z.enum(['teacher', 'assistant', 'student', 'admin']),
  mobile: z.string(),
  nickname: z.string(),
  real_name: z.string(),
  avatar: z.string().describe('The avatar’s path; empty when none'),
};

/** The signed-in user as the sign-in answers it. */
export const user = entity({}, userFields);

export const login = entity(
  {},
  { token: z.string().describe('The session token (also the `sid` cookie)'), user },
);

/** `GET /api/auth/me`: the user and what they may do. */
export const me = entity(
  {},
  {
    ...userFields,
    canDispatch: z.boolean().describe('May publish homework'),
    canCorrect: z.boolean().describe('May grade'),
    is_head_teacher: z.boolean().describe('Heads at least one class'),
  },
);

/** Sign-out answers nothing. */
export const loggedOut = z.null();
