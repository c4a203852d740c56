import type { DomainModule } from '../domain';
import { fileRoutes, fileUploadRoutes } from './routes';

/** The one files module: content-addressed storage, uploads, and serving with access checks. */
export const filesModule: DomainModule = {
  name: 'files',
  migrations: [],
  projections: [],
  apiRoutes: () => fileRoutes(),
  staffRoutes: () => fileUploadRoutes(),
};
