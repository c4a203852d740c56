import { graphql } from '../generated';

/** What the shell knows about the signed-in user; Login writes it where Session reads it. */
graphql(`
  fragment SessionViewer on Viewer {
    user {
      id
      role
      mobile
      nickname
      realName
      avatar
    }
    canDispatch
    canCorrect
    isHeadTeacher
  }
`);

export const sessionQuery = graphql(`
  query Session {
    me {
      ...SessionViewer
    }
  }
`);

export const loginMutation = graphql(`
  mutation Login($mobile: String!, $password: String!) {
    login(mobile: $mobile, password: $password) {
      viewer {
        ...SessionViewer
      }
    }
  }
`);

export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
