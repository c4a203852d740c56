import { camel } from '../camel';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestAvatarUploaded } from '../rest/account';
import type { RestProfile } from '../rest/classLife';
import { loadViewer } from '../upstream';

/** The caller's profile and password over `information`, `assistant/update` or `teacher/update` and `update/password`. */
export const profileResolvers: Resolvers = {
  Query: {
    myProfile: async (_parent, _args, ctx) =>
      camel(await ctx.staff.request<RestProfile>('GET', '/information')),
  },
  Mutation: {
    async uploadAvatar(_parent, { imageBase64 }, ctx) {
      const { path } = await ctx.staff.request<RestAvatarUploaded>('POST', '/information/avatar', {
        body: { base64_image: imageBase64 },
      });
      return path;
    },
    async updateProfile(_parent, { avatar, realName, introduction }, ctx) {
      const { role } = await loadViewer(ctx);
      // The spec's assistant call, and its teacher twin (docs/decisions.md, Class life).
      const path = role === 'assistant' ? '/assistant/update' : '/teacher/update';
      return camel(
        await ctx.staff.request<RestProfile>('PUT', path, {
          body: { avatar, real_name: realName, introduction },
        }),
      );
    },
    async changePassword(_parent, { oldPassword, newPassword, confirmation }, ctx) {
      await ctx.staff.request<null>('PUT', '/update/password', {
        body: {
          old_password: oldPassword,
          new_password: newPassword,
          new_password_confirmation: confirmation,
        },
      });
      return true;
    },
  },
};
