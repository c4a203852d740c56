import { bankAccessRules, firstRefusal } from '@school/machines';
import type { Viewer } from '../http/viewer';
import { refused } from '../shared/errors';

/** The question bank is part of dispatching (spec: the ques tab needs canDispatch); the server holds to it. */
export function mayUseBank(viewer: Viewer): Viewer {
  const refusal = firstRefusal(bankAccessRules, { actor: viewer });
  if (refusal) throw refused(refusal);
  return viewer;
}
