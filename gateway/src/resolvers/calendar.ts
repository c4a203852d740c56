import { ENTRY_CLOSED } from '@school/machines';
import { camel } from '../camel';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestCalendarCard, RestLiveRoomEntry } from '../rest/classLife';
import { restId } from '../restIds';
import { rolePrefix } from '../upstream';

/** The spec names the caller's own calendar calls differently on the teacher's prefix and the assistant's. */
async function calendarPath(ctx: GatewayContext, which: 'month' | 'day', classId: string | null | undefined) {
  if (classId)
    return which === 'month'
      ? (`/stateschoolclass/monthCourse/${restId(classId)}` as const)
      : (`/stateschoolclass/classCalendar/${restId(classId)}` as const);
  const teacher = (await rolePrefix(ctx)) === 'lector';
  if (which === 'month') return teacher ? ('/teacher/month/course' as const) : ('/month/course' as const);
  return teacher ? ('/teacher/courseCalendar' as const) : ('/courseCalendar' as const);
}

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);

/** The calendar page, ClassDetail's calendar tab and live entry over the calendar calls. */
export const calendarResolvers: Resolvers = {
  Query: {
    calendarMonth: async (_parent, { date, classId }, ctx) =>
      ctx.staff.request<string[]>('GET', await calendarPath(ctx, 'month', classId), { query: { date } }),
    calendarDay: async (_parent, { date, classId }, ctx) =>
      camel(
        await ctx.staff.request<RestCalendarCard[]>('GET', await calendarPath(ctx, 'day', classId), {
          query: { date },
        }),
      ),
    liveRoomEntry: (_parent, { periodId, courseId, classGroupId, meetingId }, ctx) =>
      ctx.staff.request<RestLiveRoomEntry>('GET', '/live/enter', {
        query: {
          period_id: optionalId(periodId),
          course_id: optionalId(courseId),
          class_group_id: optionalId(classGroupId),
          meeting_id: optionalId(meetingId),
          type: meetingId ? 0 : undefined,
        },
      }),
  },
  CalendarCard: {
    key: (c) => `${c.cardType}:${c.id}`,
    kind: (c) => (c.cardType === 'meeting' ? 'MEETING' : 'PERIOD'),
    courseType: (c) => (c.cardType === 'meeting' ? null : c.courseType),
    teacherName: (c) => c.nickname,
    startTime: (c) => c.startPlay,
    endTime: (c) => c.endPlay,
    hasPlayback: (c) => c.isPlayback === 1,
    playbackUrl: (c) => c.playbackUrl || null,
    entryClosed: (c) => c.allowEnter === ENTRY_CLOSED,
    extended: (c) => c.periodsExtend === 1,
    groups: (c) => c.classList.map((g) => ({ id: String(g.classGroupId), name: g.groupName })),
  },
};
