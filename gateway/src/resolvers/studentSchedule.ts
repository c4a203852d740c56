import { OP_STATUS } from '@school/machines';
import { camel } from '../camel';
import type { GatewayContext } from '../context';
import { restError } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import type { MyPeriodAnswer, RestJoinedMeeting, RestMyPeriods } from '../rest/studentSchedule';
import { restId } from '../restIds';
import { type HttpMethod, type RequestOptions, request } from '../upstream';

/**
 * The student app's schedule, leave and meeting join (REST `/api/app/…`, students only): the gateway
 * forwards the caller's session; the REST API answers staff 403 and refuses what the state refuses.
 */
const app = <T>(ctx: GatewayContext, method: HttpMethod, path: `/${string}`, options?: RequestOptions) =>
  request<T>(ctx, method, `/app${path}`, options);

/** The period a leave changed, read back from the schedule so the screen's row updates in place. */
async function periodOf(ctx: GatewayContext, periodId: string): Promise<MyPeriodAnswer> {
  const page = await app<RestMyPeriods>(ctx, 'GET', '/schedule', { query: { period_id: restId(periodId) } });
  const row = page.list[0];
  // The period ended between the change and the read: nothing upcoming to show.
  if (!row) throw restError(404, '课时不存在');
  return camel(row);
}

const periodBody = (courseId: string, periodId: string) => ({
  course_id: Number(restId(courseId)),
  course_periods_id: Number(restId(periodId)),
});

export const studentScheduleResolvers: Resolvers = {
  OpStatus: {
    NONE: OP_STATUS.none,
    ATTENDED: OP_STATUS.attended,
    LEAVE_REQUESTED: OP_STATUS.requested,
    LEAVE_APPROVED: OP_STATUS.approved,
    LEAVE_REJECTED: OP_STATUS.rejected,
    LEAVE_CANCELLED: OP_STATUS.cancelled,
    ABSENT: OP_STATUS.absent,
    NOT_APPLICABLE: OP_STATUS.notApplicable,
  },
  Query: {
    mySchedule: async (_parent, { page, limit }, ctx) =>
      camel(
        await app<RestMyPeriods>(ctx, 'GET', '/schedule', { query: { page: page ?? 1, limit: limit ?? 20 } }),
      ),
  },
  Mutation: {
    askMyLeave: async (_parent, { courseId, periodId, reason }, ctx) => {
      await app(ctx, 'POST', '/leave', { body: { ...periodBody(courseId, periodId), leave_cause: reason } });
      return periodOf(ctx, periodId);
    },
    cancelMyLeave: async (_parent, { courseId, periodId }, ctx) => {
      await app(ctx, 'POST', '/leave/cancel', { body: periodBody(courseId, periodId) });
      return periodOf(ctx, periodId);
    },
    joinMeetingByCode: async (_parent, { code }, ctx) =>
      camel(await app<RestJoinedMeeting>(ctx, 'POST', '/meeting/join', { body: { code } })),
  },
  MySchedulePage: {},
  MyPeriodAbilities: {
    cancelLeave: (a) => a.cancel,
  },
};
