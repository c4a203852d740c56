import type { DomainModule } from '../domain';
import { announcementProjection } from './projections';
import { announcementRoutes } from './routes';
import { announcementMigrations } from './tables';

/** Class announcements: the announcement tab and PostNotice, on both staff prefixes. */
export const announcementsModule: DomainModule = {
  name: 'announcements',
  migrations: announcementMigrations,
  projections: [announcementProjection],
  staffRoutes: announcementRoutes,
};
