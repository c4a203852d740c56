import { graphql } from '../../generated';

/** One page of a subject's trail (操作记录), newest first. */
export const operationLogQuery = graphql(`
  query OperationLog($subjectType: OperationSubjectType!, $subjectId: ID!, $page: Int, $limit: Int) {
    operationLog(subjectType: $subjectType, subjectId: $subjectId, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        id
        action
        actionName
        actorName
        actorRole
        createdAt
        before
        after
      }
    }
  }
`);
