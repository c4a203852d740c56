import { graphql } from '../generated';

export const gradebookQuery = graphql(`
  query Gradebook($classId: ID!) {
    gradebook(classId: $classId) {
      classId
      className
      items {
        key
        kind
        id
        name
        scored
        fullScore
        deadline
        namesHidden
        total
        submitted
        graded
        waiting
        submitRate
        averageScore
        correctRate
      }
      students {
        id
        nickname
        mobile
        average
        cells
      }
    }
  }
`);

export const exportGradebookMutation = graphql(`
  mutation ExportGradebook($classId: ID!, $kind: GradebookItemKind, $student: String) {
    exportGradebook(classId: $classId, kind: $kind, student: $student) {
      url
      fileName
    }
  }
`);
