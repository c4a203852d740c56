import { Router } from 'express';
import type { DomainModule } from '../domain';
import { authRoutes } from './routes';
import { authMigrations } from './tables';
import { usersProjection } from './usersProjection';

export const authModule: DomainModule = {
  name: 'auth',
  migrations: authMigrations,
  projections: [usersProjection],
  apiRoutes: (ctx) => Router().use('/auth', authRoutes(ctx)),
};
