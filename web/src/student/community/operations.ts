import { graphql } from '../../generated';

/** A circle as the student's community lists and opens it. */
graphql(`
  fragment StudentCircleFields on CommunityGroup {
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
      join {
        shown
        allowed
        reason
      }
      leave {
        shown
        allowed
        reason
      }
    }
  }
`);

// A post and its comments as they open: the shared fragments (shared/community/fragments.ts).

export const studentCommunityHomeQuery = graphql(`
  query StudentCommunityHome {
    studentCommunitySwitches {
      community
      generalCircles
      classCircles
    }
    studentMyCircles(limit: 100) {
      total
      list {
        ...StudentCircleFields
      }
    }
    studentCircles(limit: 100) {
      total
      list {
        ...StudentCircleFields
      }
    }
  }
`);

export const studentCircleQuery = graphql(`
  query StudentCircle($id: ID!) {
    studentCircle(id: $id) {
      ...StudentCircleFields
    }
    studentCirclePlates(groupId: $id) {
      id
      name
    }
  }
`);

export const studentCirclePostsQuery = graphql(`
  query StudentCirclePosts($groupId: ID!, $plateId: ID, $page: Int) {
    studentCirclePosts(groupId: $groupId, plateId: $plateId, page: $page, limit: 10) {
      total
      page
      limit
      list {
        id
        title
        author {
          name
        }
        createdAt
        pinned
        featured
        plateName
        resources {
          type
          url
        }
        likeCount
        commentCount
      }
    }
  }
`);

export const joinStudentCircleMutation = graphql(`
  mutation JoinStudentCircle($id: ID!) {
    joinStudentCircle(id: $id) {
      ...StudentCircleFields
    }
  }
`);

export const studentPostQuery = graphql(`
  query StudentPost($id: ID!) {
    studentPost(id: $id) {
      ...CommunityPostBase
    }
  }
`);

export const studentPostCommentsQuery = graphql(`
  query StudentPostComments($postId: ID!, $page: Int) {
    studentPostComments(postId: $postId, page: $page) {
      total
      page
      limit
      list {
        ...CommunityCommentBase
        replies {
          ...CommunityCommentBase
        }
      }
    }
  }
`);

export const addStudentCommentMutation = graphql(`
  mutation AddStudentComment($postId: ID!, $content: String!, $replyId: ID) {
    addStudentComment(postId: $postId, content: $content, replyId: $replyId) {
      ...CommunityPostBase
    }
  }
`);

export const toggleStudentPostLikeMutation = graphql(`
  mutation ToggleStudentPostLike($postId: ID!) {
    toggleStudentPostLike(postId: $postId) {
      ...CommunityPostBase
    }
  }
`);

export const collectStudentPostMutation = graphql(`
  mutation CollectStudentPost($postId: ID!) {
    collectStudentPost(postId: $postId) {
      ...CommunityPostBase
    }
  }
`);

export const cancelStudentCollectMutation = graphql(`
  mutation CancelStudentCollect($postId: ID!, $collectId: ID!) {
    cancelStudentCollect(postId: $postId, collectId: $collectId) {
      ...CommunityPostBase
    }
  }
`);

export const studentPostFormQuery = graphql(`
  query StudentPostForm($groupId: ID!) {
    studentPostForm(groupId: $groupId) {
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

export const newStudentCaptchaMutation = graphql(`
  mutation NewStudentCaptcha {
    newStudentCaptcha {
      key
      img
    }
  }
`);

export const createStudentPostMutation = graphql(`
  mutation CreateStudentPost($input: CommunityPostInput!) {
    createStudentPost(input: $input) {
      ...CommunityPostBase
    }
  }
`);
