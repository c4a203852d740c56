import type { Viewer } from '../http/viewer';
import { forbidden } from '../shared/errors';

export const NO_BANK_ACCESS = '没有使用题库的权限';

/** The question bank is part of dispatching (spec: the ques tab needs canDispatch); the server holds to it. */
export function mayUseBank(viewer: Viewer): Viewer {
  if (!viewer.canDispatch) throw forbidden(NO_BANK_ACCESS);
  return viewer;
}
