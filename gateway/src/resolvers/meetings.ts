import { camel } from '../camel';
import type { ClassMeetingInput, Resolvers } from '../generated/resolvers-types';
import type {
  RestClassMeeting,
  RestClassMeetingPage,
  RestJoinCodes,
  RestMeetingStatistics,
} from '../rest/classLife';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';

/** The form as the REST call names it; an unchosen time is left for the server's rules to answer. */
const formOf = (input: ClassMeetingInput) => ({
  meeting_name: input.name,
  start_time: input.startTime ? toUnixSeconds(input.startTime) : '',
  end_time: input.endTime ? toUnixSeconds(input.endTime) : '',
  teacher_name: input.speaker,
  room_id: input.roomId,
});

/** The class meeting tab, AddClassMeeting, the share dialog and statistics over `class/meeting/…`. */
export const meetingsResolvers: Resolvers = {
  Query: {
    async classMeetings(_parent, { classId, page, limit }, ctx) {
      const data = await ctx.staff.request<RestClassMeetingPage>(
        'GET',
        `/class/meeting/lists/${restId(classId)}`,
        { query: { page, limit } },
      );
      return {
        list: camel(data.list),
        total: data.total,
        page: data.page,
        limit: data.limit,
        create: data.extra.create,
      };
    },
    classMeeting: async (_parent, { id }, ctx) =>
      camel(await ctx.staff.request<RestClassMeeting>('GET', `/class/meeting/${restId(id)}`)),
    meetingJoinCodes: async (_parent, { id }, ctx) =>
      camel(await ctx.staff.request<RestJoinCodes>('GET', `/class/meeting/code/${restId(id)}`)),
    async classMeetingStatistics(_parent, { id, joined, page, limit }, ctx) {
      const data = await ctx.staff.request<RestMeetingStatistics>(
        'GET',
        `/class/meeting/statistics/${restId(id)}`,
        { query: { page, limit, is_join: joined === true ? 1 : joined === false ? 2 : undefined } },
      );
      return {
        meeting: camel(data.extra.meeting),
        list: camel(data.list),
        total: data.total,
        page: data.page,
        limit: data.limit,
      };
    },
  },
  Mutation: {
    createClassMeeting: async (_parent, { classId, input }, ctx) =>
      camel(
        await ctx.staff.request<RestClassMeeting>('POST', '/class/meeting', {
          body: { class_id: restId(classId), ...formOf(input) },
        }),
      ),
    updateClassMeeting: async (_parent, { id, input }, ctx) =>
      camel(
        await ctx.staff.request<RestClassMeeting>('PUT', `/class/meeting/${restId(id)}`, {
          body: formOf(input),
        }),
      ),
    async deleteClassMeeting(_parent, { id }, ctx) {
      await ctx.staff.request<null>('DELETE', `/class/meeting/${restId(id)}`);
      return id;
    },
  },
  ClassMeeting: {
    name: (m) => m.meetingName,
    joinCount: (m) => m.joinNum,
    notJoinCount: (m) => m.notJoinNum,
    speaker: (m) => m.teacherName,
  },
  MeetingAttendee: {
    joined: (a) => a.isJoin === 1,
  },
};
