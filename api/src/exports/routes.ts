import { COMMON_MESSAGES } from '@school/machines';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { requestState } from '../http/requestState';
import { notFound, unauthenticated } from '../shared/errors';
import type { Store } from '../store/store';
import { EXPORT_NOT_FOUND, ownExport } from './exports';
import { attachmentDisposition } from './safeNames';

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
      res.setHeader('content-disposition', attachmentDisposition(found.fileName));
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
