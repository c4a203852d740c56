import type { DomainModule } from '../domain';
import { playbackProjection } from './projections';
import { calendarRoutes } from './routes';
import { calendarMigrations } from './tables';

/** The calendar of lesson sessions and class meetings, and live entry, on both staff prefixes. */
export const calendarModule: DomainModule = {
  name: 'calendar',
  migrations: calendarMigrations,
  projections: [playbackProjection],
  staffRoutes: calendarRoutes,
};
