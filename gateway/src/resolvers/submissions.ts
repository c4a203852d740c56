import type { Resolvers } from '../generated/resolvers-types';
import type { RestQuestionCorrection } from '../rest/submissions';

export const submissionsResolvers: Resolvers = {
  Query: {
    questionCorrections: async (_parent, { questionId }, ctx) => {
      const list = await ctx.staff.request<RestQuestionCorrection[]>(
        'GET',
        `/ques/corrections/${encodeURIComponent(questionId)}`,
      );
      return list.map((c) => ({
        id: String(c.id),
        questionId: String(c.ques_id),
        type: c.type,
        typeName: c.type_name,
        message: c.error_msg,
        studentNickname: c.nickname,
        createdAt: c.created_at,
      }));
    },
  },
};
