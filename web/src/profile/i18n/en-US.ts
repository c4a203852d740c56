import type { English } from '../../shared/i18n/catalogue';
import type { zhCN } from './zh-CN';

/** The profile texts in English, loaded when English is chosen. */
export const enUS: English<typeof zhCN> = {
  changePassword: 'Change password',
  afterThePasswordChangesThis:
    'After the password changes, this account is signed out on every other device.',
  signInPassword: 'Sign-in password',
  accountSecurity: 'Account security',
  save: 'Save',
  teacherIntroduction: 'Teacher introduction',
  mobileNumber: 'Mobile number',
  name: 'Name',
  files: ' files',
  text: ', ',
  accepts: 'Accepts ',
  uploadAvatar: 'Upload avatar',
  avatar: 'Avatar',
  personalInformation: 'Personal information',
  myProfile: 'My profile',
  confirmNewPassword: 'Confirm new password',
  newPassword: 'New password',
  currentPassword: 'Current password',
};
