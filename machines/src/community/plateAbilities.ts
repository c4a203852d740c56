import { type Ability, abilityOf } from '../refusals';
import {
  COMMUNITY_MESSAGES,
  type CommunityIdentity,
  mayPostInPlate,
  type PlatePermissions,
  replyAbility,
} from './communityRules';

/** What the caller may do in one board of a circle: post, reply to posts, reply to comments. */
export const plateAbilities = (
  plate: PlatePermissions,
  identity: CommunityIdentity,
  member: boolean,
): { post: Ability; replyPost: Ability; replyComment: Ability } => ({
  post: abilityOf(
    true,
    !member
      ? { kind: 'forbidden', message: COMMUNITY_MESSAGES.joinFirst }
      : mayPostInPlate(plate, identity)
        ? undefined
        : { kind: 'forbidden', message: COMMUNITY_MESSAGES.plateForbidsPost },
  ),
  replyPost: replyAbility({ identity, member, plate, toComment: false }),
  replyComment: replyAbility({ identity, member, plate, toComment: true }),
});
