import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { PageLoading } from '../shared/ui/PageLoading';

type TabComponent = LazyExoticComponent<ComponentType<{ classId: string }>>;

/**
 * ClassDetail's tabs that belong to other domains (domains do not import each other): the app holds
 * them and the class detail screen asks for one by name. Each loads on first opening.
 */
const CLASS_TABS = {
  announcement: lazy(() => import('../announcements/AnnouncementTab')),
  meeting: lazy(() => import('../meetings/ClassMeetingTab')),
} satisfies Record<string, TabComponent>;

export type DomainClassTab = keyof typeof CLASS_TABS;

/** One domain's tab of a class, loaded on demand. */
export function DomainTab({ name, classId }: { name: DomainClassTab; classId: string }) {
  const Tab = CLASS_TABS[name];
  return (
    <Suspense fallback={<PageLoading />}>
      <Tab classId={classId} />
    </Suspense>
  );
}
