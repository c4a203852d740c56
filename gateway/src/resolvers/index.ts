import type { Resolvers } from '../generated/resolvers-types';
import { authResolvers } from './auth';
import { baseResolvers } from './base';

/** Every domain's resolvers; add a domain here when its schema file lands in `schema/`. */
export const resolvers: Resolvers[] = [baseResolvers, authResolvers];
