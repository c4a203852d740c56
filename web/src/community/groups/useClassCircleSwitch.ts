import { useQuery } from '@apollo/client/react';
import { communitySwitchesQuery } from './operations';

/**
 * Whether the school's switches let class circles show (switch_community_module and
 * circle_module.class both 1). Taken as on until the switches are known, so a page opened on the
 * class circle tab opens there at once; a school that turns them off sees the tab leave.
 */
export function useClassCircleSwitch(): boolean {
  const { data } = useQuery(communitySwitchesQuery, { fetchPolicy: 'cache-first' });
  const s = data?.communitySwitches;
  return s ? s.community && s.classCircles : true;
}
