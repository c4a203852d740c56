import type { DomainModule } from '../domain';
import { knowledgePointsProjection, questionsProjection } from './projections';
import { questionBankPublicRoutes } from './publicRoutes';
import { questionBankRoutes } from './routes';
import { questionBankMigrations } from './tables';

export const questionBankModule: DomainModule = {
  name: 'questionBank',
  migrations: questionBankMigrations,
  projections: [questionsProjection, knowledgePointsProjection],
  staffRoutes: questionBankRoutes,
  publicRoutes: questionBankPublicRoutes,
};
