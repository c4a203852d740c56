import type { DomainModule } from '../domain';
import { profileRoutes } from './routes';

/** The signed-in staff member's own profile and password (the user stream holds the facts). */
export const profileModule: DomainModule = {
  name: 'profile',
  migrations: [],
  projections: [],
  staffRoutes: profileRoutes,
};
