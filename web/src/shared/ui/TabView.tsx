import { TabView as PrimeTabView, type TabViewProps } from 'primereact/tabview';
import { useLayoutEffect, useRef } from 'react';

export { TabPanel } from 'primereact/tabview';

/**
 * Brings a tab header into view by scrolling its strip sideways, and nothing else. PrimeReact's
 * TabView calls the header's `scrollIntoView` on mount and on every change of tab, which also scrolls
 * the page: a screen opened with its tab strip low on a 720 px screen jumped and hid its title under
 * the frame's header.
 */
export function scrollWithinStrip(tab: HTMLElement): void {
  const strip = tab.closest<HTMLElement>('.p-tabview-nav-content');
  if (!strip) return;
  const box = strip.getBoundingClientRect();
  const own = tab.getBoundingClientRect();
  if (own.left < box.left) strip.scrollLeft -= box.left - own.left;
  else if (own.right > box.right) strip.scrollLeft += own.right - box.right;
}

/** PrimeReact's TabView whose tab headers never scroll the page (see {@link scrollWithinStrip}). */
export function TabView(props: TabViewProps) {
  const box = useRef<HTMLDivElement>(null);
  // A layout effect runs before the TabView's own mount effect, which is where it scrolls.
  useLayoutEffect(() => {
    for (const tab of box.current?.querySelectorAll<HTMLElement>('.p-tabview-nav > li') ?? []) {
      tab.scrollIntoView = () => scrollWithinStrip(tab);
    }
  });
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <PrimeTabView {...props} />
    </div>
  );
}
