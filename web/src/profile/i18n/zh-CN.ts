import { catalogue } from '../../shared/i18n/catalogue';

/** The profile texts in Simplified Chinese, the default locale. */
export const zhCN = {
  changePassword: '修改密码',
  afterThePasswordChangesThis: '修改密码后，该账号在其他设备上的登录将全部退出。',
  signInPassword: '登录密码',
  accountSecurity: '账号安全',
  save: '保存',
  teacherIntroduction: '讲师介绍',
  mobileNumber: '手机号',
  name: '姓名',
  files: ' 格式',
  text: '、',
  accepts: '支持 ',
  uploadAvatar: '上传头像',
  avatar: '头像',
  personalInformation: '个人信息',
  myProfile: '个人中心',
  confirmNewPassword: '确认新密码',
  newPassword: '新密码',
  currentPassword: '原密码',
};

/** The profile texts in the chosen locale. */
export const t = catalogue('profile', zhCN);
