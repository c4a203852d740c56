/** Shapes of the REST auth calls (`/api/auth/*`), as the API answers them (snake_case). */
import type { AccountRest } from '@school/api';
import type { Camel } from '../camel';

export type RestRole = AccountRest.Role;
export type RestUser = AccountRest.User;
/** `GET /api/auth/me`: the user plus what they may do. */
export type RestMe = AccountRest.Me;
/** `POST /api/auth/login`. */
export type RestLogin = AccountRest.Login;
export type UserAnswer = Camel<RestUser>;
export type ViewerAnswer = Camel<RestMe>;
