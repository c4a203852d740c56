/**
 * The one side-menu item to highlight for a path: the item whose address is the longest prefix of the
 * path at a segment boundary ('/' only for '/' itself). `/community/mine` highlights 我的社区, not also
 * 社区首页 (`/community`).
 */
export function activeNavHref(hrefs: readonly string[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const href of hrefs) {
    const base = href.split('?')[0] ?? href;
    const matches = base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`);
    if (matches && (best === undefined || base.length > (best.split('?')[0] ?? best).length)) best = href;
  }
  return best;
}
