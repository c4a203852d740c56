import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandMark } from '../../shared/ui/BrandMark';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageTrail } from './PageTrail';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';
import './frame.css';

/** The signed-in layout: sidebar navigation for the role, a header with the user, the screen. */
export function AppFrame() {
  return (
    <div className="app-frame">
      <aside className="app-frame__sidebar">
        <div className="app-frame__brand">
          <BrandMark inverted />
        </div>
        <SideNav />
      </aside>
      <div className="app-frame__body">
        <header className="app-frame__header">
          <PageTrail />
          <UserMenu />
        </header>
        <main className="app-frame__content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
