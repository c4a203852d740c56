import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../generated';
import { PageLoading } from '../shared/ui/PageLoading';
import { ThemedCard } from '../shared/ui/themedElements';
import { CapabilityList } from './CapabilityList';
import { ProfileCard } from './ProfileCard';
import { TodoList } from './TodoList';
import { WelcomeBanner } from './WelcomeBanner';
import './home.css';
import { t } from './i18n/zh-CN';

const homeScreenQuery = graphql(`
  query HomeScreen {
    me {
      canCorrect
      ...WelcomeBanner_viewer
      ...ProfileCard_viewer
      ...CapabilityList_viewer
    }
    workbench {
      ...TodoList_workbench
    }
  }
`);

/**
 * The workbench (工作台): a to-do list of what waits for the viewer in their classes, today's and
 * tomorrow's lessons (`lessons`, the calendar's, supplied by the hub), then who is signed in.
 */
export default function HomeScreen({ lessons }: { lessons?: ReactNode }) {
  // Kept live: every visit asks again, so the figures are those of the screens they lead to now.
  const { data } = useQuery(homeScreenQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return <PageLoading />;
  return (
    <div className="home-screen">
      <WelcomeBanner viewer={data.me} />
      <TodoList workbench={data.workbench} canCorrect={data.me.canCorrect} />
      {lessons && (
        <ThemedCard className="home-card" title={t('todayAndTomorrow')}>
          {lessons}
        </ThemedCard>
      )}
      <div className="home-screen__cards">
        <ProfileCard viewer={data.me} />
        <CapabilityList viewer={data.me} />
      </div>
    </div>
  );
}
