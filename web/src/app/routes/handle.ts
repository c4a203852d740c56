import type { RouteName } from './routes';

/** Data every matched route carries, read by the frame (`useMatches`). */
export interface RouteHandle {
  name: RouteName;
}
