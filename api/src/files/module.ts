import type { DomainModule } from '../domain';
import { fileReferencesProjection } from './referencesProjection';
import { Router } from 'express';
import { fileRoutes, fileUploadRoutes, studentUploadRoutes } from './routes';
import { filesMigrations } from './tables';

/** The one files module: content-addressed storage, uploads, and serving with access checks. */
export const filesModule: DomainModule = {
  name: 'files',
  migrations: filesMigrations,
  projections: [fileReferencesProjection],
  apiRoutes: (ctx) => Router().use(fileRoutes(), studentUploadRoutes(ctx)),
  staffRoutes: (ctx) => fileUploadRoutes(ctx),
};
