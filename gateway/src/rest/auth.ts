/** Shapes of the REST auth calls (`/api/auth/*`), as the API answers them (snake_case). */

export type RestRole = 'teacher' | 'assistant' | 'student' | 'admin';

export interface RestUser {
  id: number | string;
  role: RestRole;
  mobile: string;
  nickname: string;
  real_name: string | null;
  avatar: string | null;
}

/** `GET /api/auth/me`: the user plus what they may do. */
export interface RestMe extends RestUser {
  canDispatch: boolean;
  canCorrect: boolean;
  is_head_teacher: boolean;
}

/** `POST /api/auth/login`. */
export interface RestLogin {
  token: string;
  user: RestUser;
}
