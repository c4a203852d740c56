import { camel } from '../camel';
import { isGraphQLError } from '../errors';
import type { Resolvers, Role } from '../generated/resolvers-types';
import type { RestLogin, RestRole } from '../rest/auth';
import { endSession, startSession } from '../session';
import { loadViewer, request } from '../upstream';

/** Signing out of a session that has already ended succeeds. */
const isUnauthenticated = (error: unknown) =>
  isGraphQLError(error) && error.extensions.code === 'UNAUTHENTICATED';

const roles: Record<RestRole, Role> = {
  teacher: 'TEACHER',
  assistant: 'ASSISTANT',
  student: 'STUDENT',
  admin: 'ADMIN',
};

/** Sign-in, sign-out and the signed-in user, over `/api/auth/*`. */
export const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => camel(await loadViewer(ctx)),
  },
  Mutation: {
    async login(_parent, { mobile, password }, ctx) {
      const { token } = await request<RestLogin>(ctx, 'POST', '/auth/login', { body: { mobile, password } });
      startSession(ctx, token);
      return { token, viewer: camel(await loadViewer(ctx)) };
    },
    async logout(_parent, _args, ctx) {
      try {
        if (ctx.token) {
          ctx.sessionRoles.forget(ctx.token);
          ctx.recentViewers.forget(ctx.token);
          await request<null>(ctx, 'POST', '/auth/logout');
        }
      } catch (error) {
        if (!isUnauthenticated(error)) throw error;
      } finally {
        endSession(ctx);
      }
      return true;
    },
  },
  Viewer: {
    user: (me) => me,
  },
  User: {
    role: (user) => roles[user.role],
    // REST answers an empty path when there is no avatar; GraphQL leaves it absent.
    avatar: (user) => user.avatar || null,
  },
};
