import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatHref, type HasNoRequiredParams, type ParamsOf } from './params';
import { type RouteName, routes } from './routes';

type SpecOf<N extends RouteName> = (typeof routes)[N]['params'];

export type RouteParams<N extends RouteName> = ParamsOf<SpecOf<N>>;

/** The parameters argument: optional when the route has no required parameter. */
export type RouteArgs<N extends RouteName> =
  HasNoRequiredParams<SpecOf<N>> extends true ? [params?: RouteParams<N>] : [params: RouteParams<N>];

/** The href of a route by its spec name, e.g. `routeTo('HomeworkDetail', { hw_id: 7, class_id: 0 })`. */
export function routeTo<N extends RouteName>(name: N, ...[params]: RouteArgs<N>): string {
  const { params: spec, path } = routes[name];
  return formatHref(spec, path, params ?? {});
}

/** Navigation by route name with typed parameters. */
export function useNavigateTo(): <N extends RouteName>(name: N, ...args: RouteArgs<N>) => void {
  const navigate = useNavigate();
  return useCallback(
    <N extends RouteName>(name: N, ...args: RouteArgs<N>) => {
      void navigate(routeTo(name, ...args));
    },
    [navigate],
  );
}

/** Whether a route has its screen yet; links to planned routes are shown disabled, never as dead ends. */
export function isLive(name: RouteName): boolean {
  return routes[name].live;
}
