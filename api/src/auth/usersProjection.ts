import { conflict } from '../shared/errors';
import { defineProjection } from '../store/projection';
import type { UserEvent } from './user';

export const usersProjection = defineProjection<UserEvent>({
  name: 'users',
  tables: ['users'],
  handlers: {
    UserRegistered: async (trx, { data }) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', data.mobile)
        .executeTakeFirst();
      if (taken) throw conflict('该手机号已注册');
      await trx
        .insertInto('users')
        .values({
          id: data.id,
          role: data.role,
          mobile: data.mobile,
          nickname: data.nickname,
          real_name: data.realName,
          avatar: data.avatar,
          introduction: data.introduction,
          password_hash: data.passwordHash,
          can_dispatch: data.canDispatch ? 1 : 0,
          can_correct: data.canCorrect ? 1 : 0,
          created_at: data.registeredAt,
        })
        .execute();
    },
    UserProfileChanged: async (trx, { data }) => {
      await trx
        .updateTable('users')
        .set({ avatar: data.avatar, real_name: data.realName, introduction: data.introduction })
        .where('id', '=', data.id)
        .execute();
    },
    UserPasswordChanged: async (trx, { data }) => {
      await trx
        .updateTable('users')
        .set({ password_hash: data.passwordHash })
        .where('id', '=', data.id)
        .execute();
    },
  },
});
