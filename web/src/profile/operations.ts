import { graphql } from '../generated';

graphql(`
  fragment StaffProfileFields on StaffProfile {
    id
    avatar
    realName
    nickname
    mobile
    introduction
  }
`);

export const myProfileQuery = graphql(`
  query MyProfile {
    myProfile {
      ...StaffProfileFields
    }
  }
`);

export const uploadAvatarMutation = graphql(`
  mutation UploadAvatar($imageBase64: String!) {
    uploadAvatar(imageBase64: $imageBase64)
  }
`);

export const updateProfileMutation = graphql(`
  mutation UpdateProfile($avatar: String!, $realName: String!, $introduction: String!) {
    updateProfile(avatar: $avatar, realName: $realName, introduction: $introduction) {
      ...StaffProfileFields
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!, $confirmation: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword, confirmation: $confirmation)
  }
`);
