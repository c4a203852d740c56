/** The files ledger suite on PostgreSQL (`npm run test:pg`): quota and sweep with the database deciding. */
import './ledger.test';
