import { setup } from 'xstate';
import { type Ability, abilityOf, type Refusal } from '../refusals';
import { COMMUNITY_MESSAGES } from './communityRules';

/**
 * One user's membership of one circle (spec section 4): not joined (is_user_add 2, may join), member
 * (is_user_add 1, may leave and post) and left (may join again). Joining and leaving are the only
 * events; posting, commenting, liking and collecting ask `membershipRefusal` for `member`.
 */
export type MembershipEvent = { type: 'group.join' } | { type: 'group.leave' };
export type MembershipStateValue = 'notJoined' | 'member' | 'left';

/** The spec's is_user_add: 1 member, 2 not. */
export const IS_USER_ADD = { member: 1, notMember: 2 } as const;

export const membership = setup({
  types: { events: {} as MembershipEvent },
}).createMachine({
  id: 'membership',
  initial: 'notJoined',
  states: {
    notJoined: { on: { 'group.join': { target: 'member' } } },
    member: { on: { 'group.leave': { target: 'left' } } },
    left: { on: { 'group.join': { target: 'member' } } },
  },
});

/** What each state answers to each membership event, and to acting as a member. */
const refusals: Record<
  MembershipStateValue,
  Record<MembershipEvent['type'] | 'member.act', Refusal | undefined>
> = {
  notJoined: {
    'group.join': undefined,
    'group.leave': { kind: 'conflict', message: COMMUNITY_MESSAGES.notJoined },
    'member.act': { kind: 'forbidden', message: COMMUNITY_MESSAGES.joinFirst },
  },
  member: {
    'group.join': { kind: 'conflict', message: COMMUNITY_MESSAGES.alreadyJoined },
    'group.leave': undefined,
    'member.act': undefined,
  },
  left: {
    'group.join': undefined,
    'group.leave': { kind: 'conflict', message: COMMUNITY_MESSAGES.notJoined },
    'member.act': { kind: 'forbidden', message: COMMUNITY_MESSAGES.joinFirst },
  },
};

/**
 * The one home of the membership rules: why a join, a leave or a member's act (post, comment, like,
 * collect) is refused in a state, or undefined when it is allowed.
 */
export const membershipRefusal = (
  state: MembershipStateValue,
  action: MembershipEvent['type'] | 'member.act',
): Refusal | undefined => refusals[state][action];

/** The stored membership row (or its absence) as a machine state. */
export const membershipStateOf = (row: { left: boolean } | undefined): MembershipStateValue =>
  row === undefined ? 'notJoined' : row.left ? 'left' : 'member';

export const isUserAddOf = (state: MembershipStateValue): 1 | 2 =>
  state === 'member' ? IS_USER_ADD.member : IS_USER_ADD.notMember;

/** The circle card's join and leave buttons. */
export const membershipAbilities = (state: MembershipStateValue): { join: Ability; leave: Ability } => ({
  join: abilityOf(state !== 'member', membershipRefusal(state, 'group.join')),
  leave: abilityOf(state === 'member', membershipRefusal(state, 'group.leave')),
});
