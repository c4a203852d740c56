import { camel } from '../camel';
import type { Resolvers } from '../generated/resolvers-types';
import type {
  RestAnnouncement,
  RestAnnouncementCreated,
  RestAnnouncementPage,
  RestAnnouncementShown,
} from '../rest/classLife';
import { restId } from '../restIds';

/** The show call's `content.title` / `content.content`, as a list row has them. */
const flatten = (shown: RestAnnouncementShown) =>
  camel<RestAnnouncement>({ ...shown, title: shown.content.title, content: shown.content.content });

/** The announcement tab and PostNotice over the caller's staff calls (`announcement`). */
export const announcementsResolvers: Resolvers = {
  Query: {
    async classAnnouncements(_parent, { classId, page, limit }, ctx) {
      const data = await ctx.staff.request<RestAnnouncementPage>('GET', '/announcement', {
        query: { class_id: restId(classId), page, limit },
      });
      return {
        list: camel(data.list),
        total: data.total,
        page: data.page,
        limit: data.limit,
        publish: data.extra.publish,
      };
    },
    async announcement(_parent, { id }, ctx) {
      return flatten(await ctx.staff.request<RestAnnouncementShown>('GET', `/announcement/${restId(id)}`));
    },
  },
  Mutation: {
    async publishAnnouncement(_parent, { classId, title, content }, ctx) {
      const { id } = await ctx.staff.request<RestAnnouncementCreated>('POST', '/announcement', {
        body: { class_id: restId(classId), title, content },
      });
      return flatten(await ctx.staff.request<RestAnnouncementShown>('GET', `/announcement/${id}`));
    },
    async updateAnnouncement(_parent, { id, classId, title, content }, ctx) {
      return flatten(
        await ctx.staff.request<RestAnnouncementShown>('PUT', `/announcement/${restId(id)}`, {
          body: { class_id: restId(classId), title, content },
        }),
      );
    },
    async deleteAnnouncement(_parent, { id }, ctx) {
      await ctx.staff.request<null>('DELETE', `/announcement/${restId(id)}`);
      return id;
    },
  },
  Announcement: {
    publisher: (a) => a.nickname,
    canDelete: (a) => a.isCanDelete === 1,
  },
};
