import { Router } from 'express';
import type { DomainModule } from '../domain';
import { fileReferencesProjection } from './referencesProjection';
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
