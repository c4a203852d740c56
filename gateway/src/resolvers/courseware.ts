import { IS_SYNC } from '@school/machines';
import { camel } from '../camel';
import type { CoursewareFilter, Resolvers } from '../generated/resolvers-types';
import type {
  RestCourseware,
  RestCoursewareClassify,
  RestCoursewarePage,
  RestCoursewarePreview,
  RestLibraryPage,
} from '../rest/courseware';
import { isSyncCode } from '../restCodes';
import { restId } from '../restIds';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);
const filterQuery = (filter: CoursewareFilter | null | undefined) => ({
  ware_name: filter?.name ?? undefined,
  classify_id: optionalId(filter?.classifyId),
  ware_type: filter?.wareType ?? undefined,
});

const toClassify = (c: RestCoursewareClassify): { id: string; name: string; children: unknown[] } => ({
  id: String(c.id),
  name: c.name,
  children: c.children.map(toClassify),
});

/** Courseware of classes, lesson sessions and the library, over the caller's staff calls. */
export const coursewareResolvers: Resolvers = {
  Query: {
    classCourseware: async (_parent, { classId, filter, page, limit }, ctx) =>
      camel(
        await ctx.staff.request<RestCoursewarePage>('GET', '/stateschoolcourseware', {
          query: { class_id: restId(classId), ...filterQuery(filter), page: page ?? 1, limit: limit ?? 20 },
        }),
      ),
    coursewareLibrary: async (_parent, { filter, pickedForClass, pickedForSession, page, limit }, ctx) =>
      camel(
        await ctx.staff.request<RestLibraryPage>('GET', '/courseWare', {
          query: {
            ...filterQuery(filter),
            picked_class_id: optionalId(pickedForClass),
            picked_times_id: optionalId(pickedForSession),
            page: page ?? 1,
            limit: limit ?? 10,
          },
        }),
      ),
    async coursewareClassifies(_parent, _args, ctx) {
      const tree = await ctx.staff.request<RestCoursewareClassify[]>('GET', '/courseWareClassify');
      return tree.map(toClassify) as never;
    },
    async coursewarePreview(_parent, { fid }, ctx) {
      const info = await ctx.staff.request<RestCoursewarePreview>('GET', '/courseWare/preview/info', {
        query: { fid },
      });
      return { url: info.url, name: info.ware_name, mime: info.mime, inline: info.preview === 1 };
    },
    sessionCourseware: async (_parent, { sessionId }, ctx) =>
      camel(await ctx.staff.request<RestCourseware[]>('GET', `/courseWare/times/${restId(sessionId)}`)),
  },
  Mutation: {
    addClassCourseware: async (_parent, { classId, input }, ctx) =>
      camel(
        await ctx.staff.request<RestCourseware>('POST', '/stateschoolcourseware', {
          body: {
            class_id: restId(classId),
            ware_name: input.name,
            classify_id: optionalId(input.classifyId) ?? 0,
            ware_type: input.wareType,
            ware_url: input.fileUrl,
            ware_filename: input.fileName ?? '',
            ware_desc: input.description ?? '',
            is_sync: isSyncCode(input.isSync),
          },
        }),
      ),
    editClassCourseware: async (_parent, { id, input }, ctx) =>
      camel(
        await ctx.staff.request<RestCourseware>('PUT', `/stateschoolcourseware/${restId(id)}`, {
          body: {
            ware_name: input.name,
            classify_id: optionalId(input.classifyId) ?? 0,
            ware_type: input.wareType,
            ware_url: input.fileUrl,
            ware_filename: input.fileName ?? '',
            ware_desc: input.description ?? '',
            is_sync: isSyncCode(input.isSync),
          },
        }),
      ),
    async removeClassCourseware(_parent, { id }, ctx) {
      await ctx.staff.request('DELETE', `/stateschoolcourseware/${restId(id)}`);
      return id;
    },
    pickClassCourseware: async (_parent, { classId, wareIds }, ctx) =>
      camel(
        await ctx.staff.request<RestCourseware[]>('POST', '/stateschoolcourseware/selectware', {
          body: { class_id: restId(classId), ware_ids: wareIds.map(restId) },
        }),
      ),
    addSessionCourseware: async (_parent, { sessionId, input }, ctx) =>
      camel(
        await ctx.staff.request<RestCourseware[]>('POST', '/courseWare', {
          body: {
            times_id: restId(sessionId),
            times_type: 1,
            ware_info: JSON.stringify({
              ware_name: input.name,
              ware_type: input.wareType,
              ware_url: input.fileUrl,
              ware_filename: input.fileName ?? '',
              is_sync: isSyncCode(input.isSync),
            }),
          },
        }),
      ),
    pickSessionCourseware: async (_parent, { sessionId, wareIds }, ctx) =>
      camel(
        await ctx.staff.request<RestCourseware[]>('POST', '/courseWare', {
          body: { times_id: restId(sessionId), times_type: 1, ware_id: wareIds.map(restId).join(',') },
        }),
      ),
    async removeSessionCourseware(_parent, { id }, ctx) {
      await ctx.staff.request('DELETE', `/courseWare/${restId(id)}`);
      return id;
    },
  },
  Courseware: {
    name: (w) => w.wareName,
    classifyName: (w) => w.classifyName ?? '',
    fileName: (w) => w.wareFilename,
    url: (w) => w.wareUrl,
    description: (w) => w.wareDesc,
    sessionId: (w) => (w.timesId === null ? null : String(w.timesId)),
    uploaderName: (w) => ('nickname' in w ? w.nickname : ''),
    picked: (w) => 'picked' in w && w.picked === 1,
    isSync: (w) => w.isSync === IS_SYNC.yes,
  },
};
