import { graphql } from '../../generated';

/** What a circle card and the circle page show of a circle, with the caller's membership. */
graphql(`
  fragment CommunityGroupCard_group on CommunityGroup {
    id
    name
    image
    introduction
    announcement
    groupType
    platesOn
    postCount
    memberCount
    joined
    abilities {
      join { shown allowed reason }
      leave { shown allowed reason }
    }
  }
`);

/** A post as the circle lists show it. */
graphql(`
  fragment CirclePostItem_post on CirclePost {
    id
    title
    content
    author { name avatar }
    userType
    createdAt
    pinned
    featured
    plateId
    plateName
    groupId
    groupName
    resources { type url }
    likeCount
    commentCount
  }
`);

export const communityHomeQuery = graphql(`
  query CommunityHome($page: Int!) {
    communityGroups(page: $page, limit: 15) {
      total
      page
      limit
      list { ...CommunityGroupCard_group }
    }
    hot: communityGroups(hot: true, limit: 6) {
      list { ...CommunityGroupCard_group }
    }
    myCommunityGroups(limit: 2) {
      total
      list { ...CommunityGroupCard_group }
    }
    myCirclePosts(limit: 5) {
      total
      list { ...CirclePostItem_post }
    }
  }
`);

export const circlePostsQuery = graphql(`
  query CirclePosts($groupId: ID, $plateId: ID, $order: CirclePostOrder, $page: Int) {
    circlePosts(groupId: $groupId, plateId: $plateId, order: $order, page: $page, limit: 10) {
      total
      page
      limit
      list { ...CirclePostItem_post }
    }
  }
`);

export const communityGroupQuery = graphql(`
  query CommunityGroupShow($id: ID!) {
    communityGroup(id: $id) { ...CommunityGroupCard_group }
    communityPlates(groupId: $id) {
      id
      name
      abilities {
        post { shown allowed reason }
        replyPost { shown allowed reason }
        replyComment { shown allowed reason }
      }
    }
  }
`);

export const communityMembersQuery = graphql(`
  query CommunityGroupMembers($groupId: ID!, $page: Int) {
    communityGroupMembers(groupId: $groupId, page: $page) {
      total
      page
      limit
      list { id nickname avatar userType joinedAt }
    }
  }
`);

export const joinGroupMutation = graphql(`
  mutation JoinCommunityGroup($id: ID!) {
    joinCommunityGroup(id: $id) { ...CommunityGroupCard_group }
  }
`);

export const leaveGroupMutation = graphql(`
  mutation LeaveCommunityGroup($id: ID!) {
    leaveCommunityGroup(id: $id) { ...CommunityGroupCard_group }
  }
`);

export const classCirclePostsQuery = graphql(`
  query ClassCirclePosts($classId: ID!, $page: Int, $limit: Int) {
    classCirclePosts(classId: $classId, page: $page, limit: $limit) {
      total
      page
      limit
      groupId
      isHeadTeacher
      list {
        id
        title
        content
        nickname
        avatar
        userType
        createdAt
        likeCount
        commentCount
        pinned
        featured
        resources { type url }
        abilities { delete { shown allowed reason } }
      }
    }
  }
`);

export const deleteClassCirclePostsMutation = graphql(`
  mutation DeleteClassCirclePosts($ids: [ID!]!) {
    deleteClassCirclePosts(ids: $ids)
  }
`);

export const communitySwitchesQuery = graphql(`
  query CommunitySwitches {
    communitySwitches { community generalCircles classCircles }
  }
`);
