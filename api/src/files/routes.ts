import { COMMON_MESSAGES } from '@school/machines';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/files';
import { text } from '../http/fields';
import { requestState } from '../http/requestState';
import { route } from '../http/route';
import { invalid, notFound, unauthenticated } from '../shared/errors';
import { FILE_KINDS } from './contentType';
import { fileUrl, parseFileName } from './fileUrl';
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from './limits';
import { adoptUpload, storeBytes, storedPath } from './storage';
import { sweepNow } from './sweep';

const FILE_NOT_FOUND = '文件不存在';

/**
 * GET /api/files/{sha256}.{ext}: a stored file, for any signed-in user (students see the images of
 * their homework). Served with its type from its content, `nosniff`, `Content-Disposition` and
 * byte ranges; names are content hashes, so a file never changes and may be cached privately.
 */
export function fileRoutes(): Router {
  const router = Router();
  router.get('/files/:name', (req: Request, res: Response, next) => {
    const state = requestState(res);
    if (!state.viewer)
      return next(
        unauthenticated(state.sessionExpired ? COMMON_MESSAGES.sessionExpired : COMMON_MESSAGES.signInFirst),
      );
    const name = parseFileName(String(req.params.name));
    if (!name) return next(notFound(FILE_NOT_FOUND));
    const kind = FILE_KINDS[name.ext];
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    res.setHeader(
      'content-disposition',
      `${kind.image || ('inline' in kind && kind.inline) ? 'inline' : 'attachment'}; filename="${name.sha256}.${name.ext}"`,
    );
    res.sendFile(
      storedPath(name),
      {
        headers: { 'content-type': kind.mime },
        acceptRanges: true,
        cacheControl: true,
        maxAge: '365d',
        immutable: true,
        dotfiles: 'deny',
      },
      (error) => {
        if (!error) return;
        if ((error as { code?: string }).code === 'ENOENT' && !res.headersSent)
          next(notFound(FILE_NOT_FOUND));
        else next(error);
      },
    );
  });
  return router;
}

/**
 * Image uploads of the staff prefixes (spec: `public/file`, multipart field `file`, and
 * `public/imgBase64`, form field `base64_image`): answer the stored file's path.
 */
export function fileUploadRoutes({ store, logger }: ApiContext): Router {
  const swept = (error: unknown) => logger.error({ err: error }, 'file sweep failed');
  const router = Router();
  router.post(
    '/public/file',
    route({
      summary: 'Upload an image (multipart field `file`): answers its stored path',
      roles: ['teacher', 'assistant'],
      changes: true,
      upload: { maxFileBytes: IMAGE_MAX_BYTES, maxFiles: 1 },
      success: COMMON_MESSAGES.uploaded,
      output: contract.fileUploaded,
      handler: async ({ files, viewer, now }) => {
        const file = files.find((f) => f.field === 'file');
        if (!file) throw invalid(COMMON_MESSAGES.chooseFile);
        const stored = await adoptUpload(file, IMAGE_KINDS, { db: store.db, uid: viewer.id, now });
        sweepNow(store.db, now, swept);
        return { originalName: file.originalName, path: fileUrl(stored) };
      },
    }),
  );
  router.post(
    '/public/imgBase64',
    route({
      summary: 'Upload an image as base64 (`base64_image`): answers its stored path',
      roles: ['teacher', 'assistant'],
      changes: true,
      input: z.object({ base64_image: text(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 100, '请选择图片') }),
      success: COMMON_MESSAGES.uploaded,
      output: contract.imageUploaded,
      handler: async ({ input, viewer, now }) => {
        const data = Buffer.from(input.base64_image.replace(/^data:[^,]*,/, ''), 'base64');
        if (data.length === 0) throw invalid('请选择图片');
        const stored = await storeBytes(data, IMAGE_KINDS, { db: store.db, uid: viewer.id, now });
        sweepNow(store.db, now, swept);
        return { path: fileUrl(stored) };
      },
    }),
  );
  return router;
}

/**
 * The student app's answer-image upload (`POST /api/app/public/file`, multipart field `file`): one
 * image, stored by the files module like a staff upload, counted against the student's day and swept
 * unless an answer names it. Answers the stored file's path, which an answer's `images` may carry.
 */
export function studentUploadRoutes({ store, logger }: ApiContext): Router {
  const swept = (error: unknown) => logger.error({ err: error }, 'file sweep failed');
  const router = Router();
  router.post(
    '/app/public/file',
    route({
      summary: 'Upload an answer image (student; multipart field `file`): answers its stored path',
      roles: ['student'],
      changes: true,
      upload: { maxFileBytes: IMAGE_MAX_BYTES, maxFiles: 1 },
      output: z.object({ path: z.string().describe('The file’s address'), originalName: z.string() }),
      success: COMMON_MESSAGES.uploaded,
      handler: async ({ files, viewer, now }) => {
        const file = files.find((f) => f.field === 'file');
        if (!file) throw invalid(COMMON_MESSAGES.chooseFile);
        const stored = await adoptUpload(file, IMAGE_KINDS, { db: store.db, uid: viewer.id, now });
        sweepNow(store.db, now, swept);
        return { path: fileUrl(stored), originalName: file.originalName };
      },
    }),
  );
  return router;
}
