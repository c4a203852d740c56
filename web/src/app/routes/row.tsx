import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { StaffRole } from '../../auth/roles';
import { type ParamSpec, type ParamsOf, parseParams } from './params';

/** Who may open a route: anyone (no sign-in, no frame) or the listed staff roles, inside the frame. */
export type Access = 'public' | readonly StaffRole[];

export const navSections = {
  teaching: '教学',
  classes: '班级',
  community: '社区',
  personal: '个人',
} as const;

export interface NavEntry {
  label: string;
  /** A PrimeIcons class, e.g. `pi pi-home`. */
  icon: string;
  /** The sidebar group; entries without one sit above the groups. */
  section?: keyof typeof navSections;
}

/**
 * What a screen receives. A screen writes its `params` type out (e.g. `{ params: { hw_id: number } }`)
 * rather than deriving it from the table, which would make the table's type depend on itself; the
 * row's `screen` field then checks that the screen accepts what the row's codecs parse.
 */
interface ScreenProps<S extends ParamSpec> {
  params: ParamsOf<S>;
}

export interface RouteDefinition<S extends ParamSpec> {
  path: string;
  params: S;
  access: Access;
  nav?: NavEntry;
  /** The lazily loaded screen; a route without one is planned but not live yet. */
  screen?: LazyExoticComponent<ComponentType<ScreenProps<S>>>;
}

export interface RouteRow<S extends ParamSpec> extends RouteDefinition<S> {
  /** Whether the screen exists yet. */
  live: boolean;
  /** The screen with its parameters read from the URL; null when the route is not live or a parameter is missing. */
  render(
    pathParams: Readonly<Record<string, string | undefined>>,
    query: URLSearchParams,
  ): ReactElement | null;
}

/** One row of the route table; keeps the parameter types of the row for `routeTo` and the screen's props. */
export function row<const S extends ParamSpec>(definition: RouteDefinition<S>): RouteRow<S> {
  const Screen = definition.screen;
  return {
    ...definition,
    live: Screen !== undefined,
    render(pathParams, query) {
      const params = parseParams(definition.params, pathParams, query);
      return Screen && params ? <Screen params={params} /> : null;
    },
  };
}
