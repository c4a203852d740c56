import type { Logger } from 'pino';
import type { LoginThrottle } from './auth/loginThrottle';
import type { Store } from './store/store';

/** What every route module is built with. */
export interface ApiContext {
  store: Store;
  throttle: LoginThrottle;
  logger: Logger;
}
