import type { English } from '../../shared/i18n/catalogue';
import type { zhCN } from './zh-CN';

/** The announcements texts in English, loaded when English is chosen. */
export const enUS: English<typeof zhCN> = {
  delete: 'Delete',
  edit: 'Edit',
  noAnnouncementsYet: 'No announcements yet',
  classAnnouncements: 'Class announcements',
  loading: 'Loading',
  publishAnnouncement: 'Publish announcement',
  cancel: 'Cancel',
  ok: 'OK',
  notice: 'Notice',
  publishedAt: 'Published at',
  publishedBy: 'Published by',
  content: 'Content',
  title: 'Title',
  back: 'Back',
  editAnnouncement: 'Edit announcement',
};
