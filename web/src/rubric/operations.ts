import { graphql } from '../generated';

export const rubricFields = graphql(`
  fragment RubricFields on Rubric {
    id
    title
    maxPoints
    status
    statusLabel
    usedCount
    updatedAt
    criteria {
      id
      name
      levels {
        id
        text
        points
      }
    }
    abilities {
      edit {
        shown
        allowed
        reason
      }
      archive {
        shown
        allowed
        reason
      }
      attach {
        shown
        allowed
        reason
      }
    }
  }
`);

export const rubricsQuery = graphql(`
  query Rubrics($status: RubricStatus, $page: Int, $limit: Int) {
    rubrics(status: $status, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        ...RubricFields
      }
    }
  }
`);

export const createRubricMutation = graphql(`
  mutation CreateRubric($input: RubricInput!) {
    createRubric(input: $input) {
      ...RubricFields
    }
  }
`);

export const updateRubricMutation = graphql(`
  mutation UpdateRubric($id: ID!, $input: RubricInput!) {
    updateRubric(id: $id, input: $input) {
      ...RubricFields
    }
  }
`);

export const archiveRubricMutation = graphql(`
  mutation ArchiveRubric($id: ID!) {
    archiveRubric(id: $id) {
      ...RubricFields
    }
  }
`);
