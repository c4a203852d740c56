import { createContext, use } from 'react';
import type { SessionViewerFragment } from '../../generated/graphql';
import type { StaffRole } from './roles';

/** The signed-in staff member. */
export type StaffViewer = SessionViewerFragment & { user: { role: StaffRole } };

/** Provided by `RequireSession`. */
export const ViewerContext = createContext<StaffViewer | null>(null);

/** The signed-in staff member; only inside `RequireSession`. */
export function useViewer(): StaffViewer {
  const viewer = use(ViewerContext);
  if (!viewer) throw new Error('useViewer is used outside RequireSession');
  return viewer;
}
