import {
  AVATAR_EXTENSIONS,
  COMMON_MESSAGES,
  explainPasswordRefusal,
  explainProfileRefusal,
  PROFILE_MESSAGES,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import {
  endOtherSessions,
  hashPassword,
  tooManyAttemptsMessage,
  userDecider,
  verifyPassword,
} from '../auth/index';
import type { ApiContext } from '../context';
import * as contract from '../contract/profile';
import type { FileExt } from '../files';
import { fileUrl, IMAGE_MAX_BYTES, isFileUrl, parseFileName, sniff, storeBytes } from '../files';
import { text } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { invalid, notFound, refused, tooMany } from '../shared/errors';
import { sanitizePlainText } from '../shared/richText';
import { streamId } from '../store/decider';

const STAFF = ['teacher', 'assistant'] as const;

/** The avatar kinds of the spec (gif, jpeg, jpg, png) as the files module names them by content. */
const AVATAR_KINDS: readonly FileExt[] = ['gif', 'jpg', 'png'];
const isAvatarExt = (ext: string) => (AVATAR_EXTENSIONS as readonly string[]).includes(ext);

/** An avatar is an image the files module serves, of one of the avatar kinds. */
const isAvatarPath = (path: string) => {
  const name = isFileUrl(path) ? parseFileName(path.slice('/api/files/'.length)) : undefined;
  return name !== undefined && AVATAR_KINDS.includes(name.ext) && isAvatarExt(name.ext);
};

const profileInput = z.object({
  avatar: text(300, PROFILE_MESSAGES.avatarRequired).default(''),
  real_name: text(2000, PROFILE_MESSAGES.realNameRequired).default('').transform(sanitizePlainText),
  introduction: text(5000, PROFILE_MESSAGES.introductionRequired).default('').transform(sanitizePlainText),
});

const passwordInput = z.object({
  old_password: text(128, PROFILE_MESSAGES.oldPasswordLength).default(''),
  new_password: text(128, PROFILE_MESSAGES.enterNewPassword).default(''),
  new_password_confirmation: text(128, PROFILE_MESSAGES.mismatch).default(''),
});

/**
 * The profile of the signed-in staff member (spec: assistant profile, section 2; a teacher's too, the
 * same rules): read, update, avatar upload and password change. Assistants use the spec's
 * `assistant/update`; teachers `teacher/update` (docs/decisions.md, Class life).
 */
export function profileRoutes({ store, throttle }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  const information = async (viewer: Viewer) => {
    const row = await db
      .selectFrom('users')
      .select(['id', 'avatar', 'real_name', 'nickname', 'mobile', 'introduction'])
      .where('id', '=', viewer.id)
      .executeTakeFirst();
    if (!row) throw notFound(COMMON_MESSAGES.accountNotFound);
    return {
      id: Number(row.id),
      avatar: row.avatar,
      real_name: row.real_name,
      nickname: row.nickname,
      mobile: row.mobile,
      introduction: row.introduction,
    };
  };

  router.get(
    '/information',
    route({
      summary: "The caller's profile: avatar, real_name, mobile (read only) and introduction",
      roles: STAFF,
      output: contract.profile,
      handler: ({ viewer }) => information(viewer),
    }),
  );

  for (const [path, role] of [
    ['/assistant/update', 'assistant'],
    ['/teacher/update', 'teacher'],
  ] as const) {
    router.put(
      path,
      route({
        summary: `Updates the ${role}'s avatar, real_name and introduction (all required, introduction at most 200)`,
        roles: [role],
        changes: true,
        input: profileInput,
        success: PROFILE_MESSAGES.saved,
        output: contract.profile,
        handler: async ({ input, viewer, now, meta }) => {
          const draft = {
            avatar: input.avatar.trim(),
            realName: input.real_name.trim(),
            introduction: input.introduction.trim(),
          };
          const refusal = explainProfileRefusal(draft);
          if (refusal) throw refused(refusal);
          if (!isAvatarPath(draft.avatar)) throw invalid(PROFILE_MESSAGES.avatarFormat);
          await store.handle(
            userDecider,
            streamId('user', viewer.id),
            { type: 'ChangeProfile', data: { id: viewer.id, ...draft, now } },
            meta,
          );
          return information(viewer);
        },
      }),
    );
  }

  router.post(
    '/information/avatar',
    route({
      summary:
        'Uploads an avatar image as base64 (`base64_image`; gif, jpeg or png by content): answers its path',
      roles: STAFF,
      changes: true,
      input: z.object({
        base64_image: text(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 100, PROFILE_MESSAGES.avatarRequired),
      }),
      success: PROFILE_MESSAGES.uploaded,
      output: contract.avatarUploaded,
      handler: async ({ input, viewer, now }) => {
        const data = Buffer.from(input.base64_image.replace(/^data:[^,]*,/, ''), 'base64');
        if (data.length === 0) throw invalid(PROFILE_MESSAGES.avatarRequired);
        const kind = sniff(data.subarray(0, 64));
        if (!kind || !AVATAR_KINDS.includes(kind)) throw invalid(PROFILE_MESSAGES.avatarFormat);
        return { path: fileUrl(await storeBytes(data, AVATAR_KINDS, { db, uid: viewer.id, now })) };
      },
    }),
  );

  router.put(
    '/update/password',
    route({
      summary:
        'Changes the password (old 6 to 16; new 6 to 18 with two of digits, upper and lower case): other sessions end',
      roles: STAFF,
      changes: true,
      input: passwordInput,
      success: PROFILE_MESSAGES.passwordChanged,
      output: contract.passwordChanged,
      handler: async ({ input, viewer, now, meta, req, res }) => {
        const refusal = explainPasswordRefusal({
          oldPassword: input.old_password,
          newPassword: input.new_password,
          confirmation: input.new_password_confirmation,
        });
        if (refusal) throw refused(refusal);
        // A wrong old password is a guess like a wrong sign-in: it takes from the same allowance.
        const address = req.ip ?? 'unknown';
        const reservation = await throttle.reserve(viewer.mobile, address);
        if (!reservation.allowed) {
          res.setHeader('Retry-After', String(reservation.retryAfterSeconds));
          throw tooMany(tooManyAttemptsMessage(reservation.retryAfterSeconds));
        }
        const row = await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', viewer.id)
          .executeTakeFirstOrThrow();
        if (!(await verifyPassword(input.old_password, row.password_hash)))
          throw invalid(PROFILE_MESSAGES.wrongOldPassword);
        await throttle.recordSuccess(viewer.mobile, address);
        await store.handle(
          userDecider,
          streamId('user', viewer.id),
          {
            type: 'ChangePassword',
            data: { id: viewer.id, passwordHash: await hashPassword(input.new_password), now },
          },
          meta,
        );
        await endOtherSessions(db, viewer.id, viewer.token, now);
        return null;
      },
    }),
  );

  return router;
}
