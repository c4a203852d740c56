import { catalogue } from '../../shared/i18n/catalogue';

/** The announcements texts in Simplified Chinese, the default locale. */
export const zhCN = {
  delete: '删除',
  edit: '编辑',
  noAnnouncementsYet: '暂无公告',
  classAnnouncements: '班级公告',
  loading: '加载中',
  publishAnnouncement: '发布公告',
  cancel: '取消',
  ok: '确定',
  notice: '提示',
  publishedAt: '发布时间',
  publishedBy: '发布人',
  content: '公告内容',
  title: '公告标题',
  back: '返回',
  editAnnouncement: '编辑公告',
};

/** The announcements texts in the chosen locale. */
export const t = catalogue('announcements', zhCN);
