import { useQuery } from '@apollo/client/react';
import { graphql } from '../generated';
import { PageLoading } from '../shared/ui/PageLoading';
import { CapabilityList } from './CapabilityList';
import { ProfileCard } from './ProfileCard';
import { WelcomeBanner } from './WelcomeBanner';
import './home.css';

const homeScreenQuery = graphql(`
  query HomeScreen {
    me {
      ...WelcomeBanner_viewer
      ...ProfileCard_viewer
      ...CapabilityList_viewer
    }
  }
`);

/** The workbench: who is signed in and what they may do. */
export default function HomeScreen() {
  const { data } = useQuery(homeScreenQuery);
  if (!data) return <PageLoading />;
  return (
    <div className="home-screen">
      <WelcomeBanner viewer={data.me} />
      <div className="home-screen__cards">
        <ProfileCard viewer={data.me} />
        <CapabilityList viewer={data.me} />
      </div>
    </div>
  );
}
