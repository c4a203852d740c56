import { enUS as auth } from '../../auth/i18n/en-US';
import { enUS as app } from './en-US';

/**
 * Every domain's English texts, keyed by the domain's catalogue name: one chunk, loaded only when
 * English is chosen.
 */
export const english = {
  app,
  auth,
};
