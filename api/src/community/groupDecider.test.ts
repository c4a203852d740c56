import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import {
  type GroupCommand,
  type GroupEvent,
  type GroupFields,
  groupDecider,
  type PostFields,
} from './groupDecider';

const NOW = 1_800_000_000;
const group: GroupFields & { at: number } = {
  id: 3,
  name: '数学圈',
  image: '',
  introduction: '',
  announcement: '',
  groupType: 1,
  schoolId: 1,
  plateSwitch: 1,
  at: NOW,
};
const created: GroupEvent = { type: 'CommunityGroupCreated', data: group };
const membership = { groupId: 3, uid: 42, userType: 4, at: NOW };
const joined: GroupEvent = { type: 'CommunityMemberJoined', data: membership };
const left: GroupEvent = { type: 'CommunityMemberLeft', data: { groupId: 3, uid: 42, at: NOW } };
const join: GroupCommand = { type: 'JoinGroup', data: membership };
const leave: GroupCommand = { type: 'LeaveGroup', data: { groupId: 3, uid: 42, at: NOW } };
const post: PostFields = {
  id: 8,
  groupId: 3,
  plateId: 1,
  uid: 42,
  userType: 4,
  title: '求助',
  content: '<p>这题怎么做</p>',
  resourceType: 1,
  resources: [],
  at: NOW,
};
const createPost: GroupCommand = { type: 'CreatePost', data: post };

describe('circle decider (community membership: is_user_add 1 allows leave and post; 2 allows join)', () => {
  it('a circle is created once (圈子已存在); acting on one that does not exist: 圈子不存在', () => {
    expect(given(groupDecider).when({ type: 'CreateGroup', data: group })).toEqual({ events: [created] });
    expect(given(groupDecider, [created]).when({ type: 'CreateGroup', data: group })).toEqual({
      refused: 'conflict: 圈子已存在',
    });
    expect(given(groupDecider).when(join)).toEqual({ refused: 'not_found: 圈子不存在' });
  });

  it('not joined: join; a member may leave and post; joining twice is refused (已加入该圈子)', () => {
    expect(given(groupDecider, [created]).when(join)).toEqual({ events: [joined] });
    expect(given(groupDecider, [created, joined]).when(join)).toEqual({ refused: 'conflict: 已加入该圈子' });
    expect(given(groupDecider, [created, joined]).when(leave)).toEqual({ events: [left] });
    expect(given(groupDecider, [created, joined]).when(createPost)).toEqual({
      events: [{ type: 'CommunityPostCreated', data: post }],
    });
  });

  it('only a member leaves (未加入该圈子) or posts (请先加入圈子); one who left may join again', () => {
    expect(given(groupDecider, [created]).when(leave)).toEqual({ refused: 'conflict: 未加入该圈子' });
    expect(given(groupDecider, [created]).when(createPost)).toEqual({ refused: 'forbidden: 请先加入圈子' });
    expect(given(groupDecider, [created, joined, left]).when(createPost)).toEqual({
      refused: 'forbidden: 请先加入圈子',
    });
    expect(given(groupDecider, [created, joined, left]).when(leave)).toEqual({
      refused: 'conflict: 未加入该圈子',
    });
    expect(given(groupDecider, [created, joined, left]).when(join)).toEqual({ events: [joined] });
  });

  it('a board is added with its permissions', () => {
    const plate = {
      id: 1,
      groupId: 3,
      name: '答疑',
      whoCanPost: [2, 3, 4],
      whoCanReplyPost: [2, 3, 4],
      whoCanReplyComment: [2, 3],
    };
    expect(given(groupDecider, [created]).when({ type: 'AddPlate', data: plate })).toEqual({
      events: [{ type: 'CommunityPlateAdded', data: plate }],
    });
  });
});
