import type { DomainModule } from '../domain';
import { meetingProjection } from './projections';
import { meetingAppRoutes, meetingStaffRoutes } from './routes';
import { meetingMigrations } from './tables';

/** Class meetings: staff on both prefixes, students joining from the app. */
export const meetingsModule: DomainModule = {
  name: 'meetings',
  migrations: meetingMigrations,
  projections: [meetingProjection],
  staffRoutes: meetingStaffRoutes,
  apiRoutes: meetingAppRoutes,
};
