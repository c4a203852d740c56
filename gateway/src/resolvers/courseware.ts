import type { CoursewareFilter, Resolvers } from '../generated/resolvers-types';
import type {
  RestCourseware,
  RestCoursewareClassify,
  RestCoursewarePage,
  RestCoursewarePreview,
  RestLibraryPage,
} from '../rest/courseware';
import { restId } from '../restIds';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);
const filterQuery = (filter: CoursewareFilter | null | undefined) => ({
  ware_name: filter?.name ?? undefined,
  classify_id: optionalId(filter?.classifyId),
  ware_type: filter?.wareType ?? undefined,
});
const idOrNull = (n: number | null) => (n === null ? null : String(n));

const toClassify = (c: RestCoursewareClassify): { id: string; name: string; children: unknown[] } => ({
  id: String(c.id),
  name: c.name,
  children: c.children.map(toClassify),
});

/** Courseware of classes, lesson sessions and the library, over the caller's staff calls. */
export const coursewareResolvers: Resolvers = {
  Query: {
    classCourseware: (_parent, { classId, filter, page, limit }, ctx) =>
      ctx.staff.request<RestCoursewarePage>('GET', '/stateschoolcourseware', {
        query: { class_id: restId(classId), ...filterQuery(filter), page: page ?? 1, limit: limit ?? 20 },
      }),
    coursewareLibrary: (_parent, { filter, pickedForClass, pickedForSession, page, limit }, ctx) =>
      ctx.staff.request<RestLibraryPage>('GET', '/courseWare', {
        query: {
          ...filterQuery(filter),
          picked_class_id: optionalId(pickedForClass),
          picked_times_id: optionalId(pickedForSession),
          page: page ?? 1,
          limit: limit ?? 10,
        },
      }),
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
    sessionCourseware: (_parent, { sessionId }, ctx) =>
      ctx.staff.request<RestCourseware[]>('GET', `/courseWare/times/${restId(sessionId)}`),
  },
  Mutation: {
    addClassCourseware: (_parent, { classId, input }, ctx) =>
      ctx.staff.request<RestCourseware>('POST', '/stateschoolcourseware', {
        body: {
          class_id: restId(classId),
          ware_name: input.name,
          classify_id: optionalId(input.classifyId) ?? 0,
          ware_type: input.wareType,
          ware_url: input.fileUrl,
          ware_filename: input.fileName ?? '',
          ware_desc: input.description ?? '',
          is_sync: input.isSync ?? undefined,
        },
      }),
    editClassCourseware: (_parent, { id, input }, ctx) =>
      ctx.staff.request<RestCourseware>('PUT', `/stateschoolcourseware/${restId(id)}`, {
        body: {
          ware_name: input.name,
          classify_id: optionalId(input.classifyId) ?? 0,
          ware_type: input.wareType,
          ware_url: input.fileUrl,
          ware_filename: input.fileName ?? '',
          ware_desc: input.description ?? '',
          is_sync: input.isSync ?? undefined,
        },
      }),
    async removeClassCourseware(_parent, { id }, ctx) {
      await ctx.staff.request('DELETE', `/stateschoolcourseware/${restId(id)}`);
      return id;
    },
    pickClassCourseware: (_parent, { classId, wareIds }, ctx) =>
      ctx.staff.request<RestCourseware[]>('POST', '/stateschoolcourseware/selectware', {
        body: { class_id: restId(classId), ware_ids: wareIds.map(restId) },
      }),
    addSessionCourseware: (_parent, { sessionId, input }, ctx) =>
      ctx.staff.request<RestCourseware[]>('POST', '/courseWare', {
        body: {
          times_id: restId(sessionId),
          times_type: 1,
          ware_info: JSON.stringify({
            ware_name: input.name,
            ware_type: input.wareType,
            ware_url: input.fileUrl,
            ware_filename: input.fileName ?? '',
            is_sync: input.isSync ?? undefined,
          }),
        },
      }),
    pickSessionCourseware: (_parent, { sessionId, wareIds }, ctx) =>
      ctx.staff.request<RestCourseware[]>('POST', '/courseWare', {
        body: { times_id: restId(sessionId), times_type: 1, ware_id: wareIds.map(restId).join(',') },
      }),
    async removeSessionCourseware(_parent, { id }, ctx) {
      await ctx.staff.request('DELETE', `/courseWare/${restId(id)}`);
      return id;
    },
  },
  Courseware: {
    id: (w) => String(w.id),
    wareId: (w) => idOrNull(w.ware_id),
    name: (w) => w.ware_name,
    classifyId: (w) => idOrNull(w.classify_id),
    classifyName: (w) => w.classify_name ?? '',
    wareType: (w) => w.ware_type,
    fileName: (w) => w.ware_filename,
    url: (w) => w.ware_url,
    description: (w) => w.ware_desc,
    isSync: (w) => w.is_sync,
    classId: (w) => idOrNull(w.class_id),
    sessionId: (w) => idOrNull(w.times_id),
    uploaderName: (w) => ('nickname' in w ? w.nickname : ''),
    picked: (w) => 'picked' in w && w.picked === 1,
    createdAt: (w) => w.created_at,
  },
};
