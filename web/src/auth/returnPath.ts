/**
 * Where to go after signing in: the remembered location when it is a path of this site, otherwise
 * `fallback`. Anything else (`//host`, `https://…`) would let a link send a fresh session elsewhere.
 */
export function returnPath(redirect: string | undefined, fallback: string): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  return redirect;
}
