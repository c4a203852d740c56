import type { DomainModule } from '../domain';
import { sessionsProjection, smsOutboxProjection } from './projections';
import { sessionRoutes } from './routes';
import { sessionMigrations } from './tables';

/** Lesson sessions: handouts and their review, evaluations, the teacher's leave and its SMS outbox. */
export const sessionsModule: DomainModule = {
  name: 'sessions',
  migrations: sessionMigrations,
  projections: [sessionsProjection, smsOutboxProjection],
  staffRoutes: (ctx) => sessionRoutes(ctx),
};
