import { useQuery } from '@apollo/client/react';
import { communitySwitchesQuery } from './operations';

/**
 * Whether the school's switches let class circles show (switch_community_module and
 * circle_module.class both 1); false until known, so the tab never flashes in.
 */
export function useClassCircleSwitch(): boolean {
  const { data } = useQuery(communitySwitchesQuery, { fetchPolicy: 'cache-first' });
  const s = data?.communitySwitches;
  return Boolean(s?.community && s.classCircles);
}
