import { COMMON_MESSAGES } from '@school/machines';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { requestState } from '../http/requestState';
import { notFound, unauthenticated } from '../shared/errors';
import type { Store } from '../store/store';
import { EXPORT_NOT_FOUND, ownExport } from './exports';

/** The readable name in quotes for old clients: ASCII only, the real name goes in `filename*`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
/** RFC 5987 `filename*` value: UTF-8, percent-encoded, with the characters it reserves encoded too. */
const utf8Name = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * GET /api/exports/{token}: an exported file, for the staff member who asked for it only, until it
 * expires. A file, not an envelope: answered by hand like the files module's GET (route() answers JSON).
 */
export function exportDownloadRoutes(store: Store): Router {
  const router = Router();
  router.get('/exports/:token', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const state = requestState(res);
      if (!state.viewer)
        throw unauthenticated(
          state.sessionExpired ? COMMON_MESSAGES.sessionExpired : COMMON_MESSAGES.signInFirst,
        );
      const found = await ownExport(
        store.db,
        state.viewer.id,
        String(req.params.token),
        Math.floor(state.now / 1000),
      );
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader(
        'content-disposition',
        `attachment; filename="${asciiName(found.fileName)}"; filename*=UTF-8''${utf8Name(found.fileName)}`,
      );
      res.sendFile(found.file, { headers: { 'content-type': found.mime } }, (error) => {
        if (!error) return;
        if ((error as { code?: string }).code === 'ENOENT' && !res.headersSent)
          next(notFound(EXPORT_NOT_FOUND));
        else next(error);
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
