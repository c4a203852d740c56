import { graphql } from '../../generated';

/**
 * What both sides read of an opened post: its text, media, counts, and what the caller has done and
 * may do. The staff side's fragment adds what only staff see (the writer's identity, deleting).
 */
graphql(`
  fragment CommunityPostBase on CommunityPostDetail {
    id
    title
    content
    author {
      id
      name
      avatar
    }
    createdAt
    pinned
    featured
    plateName
    groupId
    groupName
    resourceType
    resources {
      id
      type
      url
    }
    likeNum
    commentNum
    liked
    collectId
    member
    canReply {
      shown
      allowed
      reason
    }
  }
`);

/** A comment or reply as both sides show it; the staff side adds the avatar, identity and deleting. */
graphql(`
  fragment CommunityCommentBase on CommunityComment {
    id
    content
    author {
      id
      name
    }
    createdAt
    replyToName
    canReply {
      shown
      allowed
      reason
    }
  }
`);
