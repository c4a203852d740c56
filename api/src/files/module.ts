import type { DomainModule } from '../domain';
import { fileReferencesProjection } from './referencesProjection';
import { fileRoutes, fileUploadRoutes } from './routes';
import { filesMigrations } from './tables';

/** The one files module: content-addressed storage, uploads, and serving with access checks. */
export const filesModule: DomainModule = {
  name: 'files',
  migrations: filesMigrations,
  projections: [fileReferencesProjection],
  apiRoutes: () => fileRoutes(),
  staffRoutes: (ctx) => fileUploadRoutes(ctx),
};
