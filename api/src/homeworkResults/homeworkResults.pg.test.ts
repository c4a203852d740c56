/** The homework results suite on PostgreSQL (`npm run test:pg`): the same calls, the same figures. */
import './homeworkResults.test';
