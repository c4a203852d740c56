import { camel } from '../camel';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestQuestionCorrection } from '../rest/submissions';

export const submissionsResolvers: Resolvers = {
  QuestionCorrection: {
    questionId: (c) => String(c.quesId),
    message: (c) => c.errorMsg,
    studentNickname: (c) => c.nickname,
  },
  Query: {
    questionCorrections: async (_parent, { questionId }, ctx) =>
      camel(
        await ctx.staff.request<RestQuestionCorrection[]>(
          'GET',
          `/ques/corrections/${encodeURIComponent(questionId)}`,
        ),
      ),
  },
};
