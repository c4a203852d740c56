import type { Resolvers } from '../generated/resolvers-types';
import type { RestOperationLog } from '../rest/operationLog';
import { restId } from '../restIds';

/** The audit trail (操作记录) over the caller's staff call `operation/log`. */
export const operationLogResolvers: Resolvers = {
  Query: {
    async operationLog(_parent, { subjectType, subjectId, page, limit }, ctx) {
      const data = await ctx.staff.request<RestOperationLog>('GET', '/operation/log', {
        query: {
          subject_type: subjectType.toLowerCase(),
          subject_id: restId(subjectId),
          page,
          page_size: limit,
        },
      });
      return { list: data.list, total: data.total, page: data.page, limit: data.limit };
    },
  },
  OperationLogRow: {
    id: (r) => String(r.id),
    actionName: (r) => r.action_name,
    actorName: (r) => r.actor_name,
    actorRole: (r) => r.actor_role,
    createdAt: (r) => r.created_at,
    reportId: (r) => (r.report_id === null ? null : String(r.report_id)),
    questionId: (r) => (r.ques_id === null ? null : String(r.ques_id)),
  },
};
