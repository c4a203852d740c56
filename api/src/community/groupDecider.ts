import { COMMON_MESSAGES, type MembershipStateValue, membershipRefusal } from '@school/machines';
import { conflict, refused } from '../shared/errors';
import type { Decider } from '../store/decider';

/**
 * One circle as a stream (`communityGroup-<id>`): its creation and its members joining and leaving.
 * Joining and leaving are answered by the membership machine's refusal table (machines/src/community).
 */
export interface GroupFields {
  id: number;
  name: string;
  image: string;
  introduction: string;
  announcement: string;
  groupType: number;
  schoolId: number;
  plateSwitch: number;
}

export type GroupEvent =
  | { type: 'CommunityGroupCreated'; data: GroupFields & { at: number } }
  | { type: 'CommunityMemberJoined'; data: { groupId: number; uid: number; userType: number; at: number } }
  | { type: 'CommunityMemberLeft'; data: { groupId: number; uid: number; at: number } }
  | { type: 'CommunityPlateAdded'; data: PlateFields }
  | { type: 'CommunityPostCreated'; data: PostFields };

/** A board: permissions are identity numbers (2 teacher, 3 assistant, 4 student). */
export interface PlateFields {
  id: number;
  groupId: number;
  name: string;
  whoCanPost: number[];
  whoCanReplyPost: number[];
  whoCanReplyComment: number[];
}

/** A new post, already checked against the posting machine's rules and its captcha by the command. */
export interface PostFields {
  id: number;
  groupId: number;
  plateId: number;
  uid: number;
  userType: number;
  title: string;
  content: string;
  resourceType: number;
  resources: { type: number; resource_url: string }[];
  /** Pinned (1) or not (2); only the demo school pins posts, no call does yet. */
  isTop?: number;
  /** Featured (1) or not (2), as `isTop`. */
  isFine?: number;
  at: number;
}

export type GroupCommand =
  | { type: 'CreateGroup'; data: GroupFields & { at: number } }
  | { type: 'JoinGroup'; data: { groupId: number; uid: number; userType: number; at: number } }
  | { type: 'LeaveGroup'; data: { groupId: number; uid: number; at: number } }
  | { type: 'AddPlate'; data: PlateFields }
  | { type: 'CreatePost'; data: PostFields };

export interface GroupState {
  exists: boolean;
  members: ReadonlyMap<number, MembershipStateValue>;
}

const membershipOf = (state: GroupState, uid: number): MembershipStateValue =>
  state.members.get(uid) ?? 'notJoined';

export const groupDecider: Decider<GroupState, GroupCommand, GroupEvent> = {
  streamType: 'communityGroup',
  initialState: () => ({ exists: false, members: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CommunityGroupCreated':
        return { ...state, exists: true };
      case 'CommunityMemberJoined':
        return { ...state, members: new Map(state.members).set(event.data.uid, 'member') };
      case 'CommunityMemberLeft':
        return { ...state, members: new Map(state.members).set(event.data.uid, 'left') };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateGroup') {
      if (state.exists) throw conflict('圈子已存在');
      return [{ type: 'CommunityGroupCreated', data: command.data }];
    }
    if (command.type === 'AddPlate') return [{ type: 'CommunityPlateAdded', data: command.data }];
    if (!state.exists) throw refused({ kind: 'not_found', message: GROUP_NOT_FOUND });
    if (command.type === 'CreatePost') {
      const refusal = membershipRefusal(membershipOf(state, command.data.uid), 'member.act');
      if (refusal) throw refused(refusal);
      return [{ type: 'CommunityPostCreated', data: command.data }];
    }
    const refusal = membershipRefusal(
      membershipOf(state, command.data.uid),
      command.type === 'JoinGroup' ? 'group.join' : 'group.leave',
    );
    if (refusal) throw refused(refusal);
    return command.type === 'JoinGroup'
      ? [{ type: 'CommunityMemberJoined', data: command.data }]
      : [{ type: 'CommunityMemberLeft', data: command.data }];
  },
};

export const GROUP_NOT_FOUND = COMMON_MESSAGES.circleNotFound;
export const POST_NOT_FOUND = COMMON_MESSAGES.postNotFound;
