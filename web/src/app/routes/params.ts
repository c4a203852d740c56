/**
 * Typed route parameters. A route declares its parameters as codecs; `routeTo` formats them into the
 * path (`:name` segments) or the query string, and the router parses them back before a screen opens.
 */
export interface Param<T, Optional extends boolean = boolean> {
  readonly optional: Optional;
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export type ParamSpec = Record<string, Param<unknown>>;

type ValueOf<P> = P extends Param<infer T> ? T : never;
type OptionalKeys<S> = { [K in keyof S]: S[K] extends Param<unknown, true> ? K : never }[keyof S];
type RequiredKeys<S> = Exclude<keyof S, OptionalKeys<S>>;

/** The parameter object a route takes: required codecs become required keys. */
export type ParamsOf<S> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in OptionalKeys<S>]?: ValueOf<S[K]>;
};

/** True when a route can be reached without any parameter. */
export type HasNoRequiredParams<S> = [RequiredKeys<S>] extends [never] ? true : false;

const integerPattern = /^-?\d+$/;

export const int: Param<number, false> = {
  optional: false,
  parse: (raw) => (integerPattern.test(raw) ? Number(raw) : undefined),
  format: String,
};

export const text: Param<string, false> = {
  optional: false,
  parse: (raw) => (raw === '' ? undefined : raw),
  format: (value) => value,
};

/** One of a fixed set of words, e.g. a tab name. */
export function oneOf<const V extends string>(...values: V[]): Param<V, false> {
  return {
    optional: false,
    parse: (raw) => values.find((value) => value === raw),
    format: (value) => value,
  };
}

/** One of a fixed set of numbers, e.g. an `arrange_type` of 1 to 4. */
export function intOf<const V extends number>(...values: V[]): Param<V, false> {
  return {
    optional: false,
    parse: (raw) => values.find((value) => String(value) === raw),
    format: String,
  };
}

export function optional<T>(param: Param<T, false>): Param<T, true> {
  return { ...param, optional: true };
}

/** Reads a route's parameters from path segments and the query string; undefined when one is missing or malformed. */
export function parseParams<S extends ParamSpec>(
  spec: S,
  pathParams: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): ParamsOf<S> | undefined {
  const parsed: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(spec)) {
    const raw = pathParams[name] ?? query.get(name);
    const value = raw === null ? undefined : param.parse(raw);
    if (value !== undefined) parsed[name] = value;
    else if (!param.optional) return undefined;
  }
  return parsed as ParamsOf<S>;
}

/** Fills `:name` segments of a path and puts the other parameters in the query string. */
export function formatHref(spec: ParamSpec, path: string, params: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  let href = path;
  for (const [name, param] of Object.entries(spec)) {
    const value = params[name];
    if (value === undefined) continue;
    const formatted = param.format(value);
    const segment = `:${name}`;
    if (href.split('/').includes(segment)) href = href.replace(segment, encodeURIComponent(formatted));
    else query.append(name, formatted);
  }
  const search = query.toString();
  return search ? `${href}?${search}` : href;
}
