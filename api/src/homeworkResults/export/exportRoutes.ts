import { type Request, type Response, Router } from 'express';
import { requestState } from '../../http/requestState';
import { notFound, unauthenticated } from '../../shared/errors';
import type { Store } from '../../store/store';
import { findExport } from './transcriptExport';

export const EXPORT_NOT_FOUND = '文件不存在或已过期';

const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * GET /api/exports/{token}: an exported file, for the staff member who asked for it only, until it
 * expires; sent as an attachment under its readable name.
 */
export function exportDownloadRoutes(store: Store): Router {
  const router = Router();
  router.get('/exports/:token', async (req: Request, res: Response, next) => {
    try {
      const state = requestState(res);
      if (!state.viewer) throw unauthenticated(state.sessionExpired ? '登录已过期，请重新登录' : '请先登录');
      const found = await findExport(
        store.db,
        String(req.params.token),
        state.viewer.id,
        Math.floor(state.now / 1000),
      );
      if (!found) throw notFound(EXPORT_NOT_FOUND);
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', 'private, no-store');
      res.attachment(found.fileName);
      res.sendFile(
        found.file,
        { headers: { 'content-type': MIME[found.file.endsWith('.docx') ? 'docx' : 'xlsx'] } },
        (error) => {
          if (!error) return;
          if ((error as { code?: string }).code === 'ENOENT' && !res.headersSent)
            next(notFound(EXPORT_NOT_FOUND));
          else next(error);
        },
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
