import { camel } from '../camel';
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
      return { list: camel(data.list), total: data.total, page: data.page, limit: data.limit };
    },
  },
  OperationLogRow: {
    // REST's ques_id is the SDL's questionId.
    questionId: (r) => (r.quesId === null ? null : String(r.quesId)),
  },
};
