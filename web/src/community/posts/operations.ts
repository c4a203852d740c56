import { graphql } from '../../generated';

/** What CommunityDetail shows of a post, and what the caller has done and may do with it. */
graphql(`
  fragment CommunityPostDetailFields on CommunityPostDetail {
    ...CommunityPostBase
    userType
    plateId
    canDelete {
      shown
      allowed
      reason
    }
  }
`);

/** A post in a list: recommended, collected, published, participated. */
graphql(`
  fragment CommunityPostCardFields on CommunityPostCard {
    id
    title
    author {
      id
      name
    }
    createdAt
    groupId
    groupName
    likeNum
    commentNum
    pinned
    featured
    cover
    collectId
  }
`);

graphql(`
  fragment CommunityCommentFields on CommunityComment {
    ...CommunityCommentBase
    author {
      avatar
    }
    userType
    canDelete {
      shown
      allowed
      reason
    }
  }
`);

export const communityPostQuery = graphql(`
  query CommunityPost($id: ID!) {
    communityPost(id: $id) {
      ...CommunityPostDetailFields
    }
  }
`);

export const recommendedPostsQuery = graphql(`
  query CommunityRecommendedPosts($groupId: ID!, $except: ID) {
    communityRecommendedPosts(groupId: $groupId, except: $except) {
      ...CommunityPostCardFields
    }
  }
`);

export const postCommentsQuery = graphql(`
  query CommunityPostComments($postId: ID!, $page: Int) {
    communityPostComments(postId: $postId, page: $page) {
      total
      page
      limit
      list {
        ...CommunityCommentFields
        replies {
          ...CommunityCommentFields
        }
      }
    }
  }
`);

export const addCommentMutation = graphql(`
  mutation AddCommunityComment($postId: ID!, $content: String!, $replyId: ID) {
    addCommunityComment(postId: $postId, content: $content, replyId: $replyId) {
      ...CommunityPostDetailFields
    }
  }
`);

export const deleteCommentMutation = graphql(`
  mutation DeleteCommunityComment($postId: ID!, $id: ID!) {
    deleteCommunityComment(postId: $postId, id: $id) {
      ...CommunityPostDetailFields
    }
  }
`);

export const toggleLikeMutation = graphql(`
  mutation ToggleCommunityPostLike($postId: ID!) {
    toggleCommunityPostLike(postId: $postId) {
      ...CommunityPostDetailFields
    }
  }
`);

export const collectMutation = graphql(`
  mutation CollectCommunityPost($postId: ID!) {
    collectCommunityPost(postId: $postId) {
      ...CommunityPostDetailFields
    }
  }
`);

export const cancelCollectMutation = graphql(`
  mutation CancelCommunityCollect($postId: ID!, $collectId: ID!) {
    cancelCommunityCollect(postId: $postId, collectId: $collectId) {
      ...CommunityPostDetailFields
    }
  }
`);

export const deletePostMutation = graphql(`
  mutation DeleteCommunityPost($id: ID!) {
    deleteCommunityPost(id: $id)
  }
`);

export const postFormQuery = graphql(`
  query CommunityPostForm($groupId: ID!) {
    communityPostForm(groupId: $groupId) {
      groupId
      groupName
      member
      plateSwitch
      plates {
        id
        name
      }
      uploadUrl
    }
  }
`);

export const newCaptchaMutation = graphql(`
  mutation NewCommunityCaptcha {
    newCommunityCaptcha {
      key
      img
    }
  }
`);

export const createPostMutation = graphql(`
  mutation CreateCommunityPost($input: CommunityPostInput!) {
    createCommunityPost(input: $input) {
      ...CommunityPostDetailFields
    }
  }
`);

export const memberPostsQuery = graphql(`
  query MemberCommunityPosts($tab: MemberPostsTab!, $page: Int, $limit: Int) {
    memberCommunityPosts(tab: $tab, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        ...CommunityPostCardFields
      }
    }
  }
`);

export const memberCirclesQuery = graphql(`
  query MemberCommunityCircles($page: Int, $limit: Int) {
    memberCommunityCircles(page: $page, limit: $limit) {
      total
      list {
        id
        name
        image
        postNum
        userNum
      }
    }
  }
`);

export const postStatisticsQuery = graphql(`
  query CommunityPostStatistics {
    communityPostStatistics {
      published
      participated
      collected
      circles
    }
  }
`);
