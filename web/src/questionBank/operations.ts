import { graphql } from '../generated';

/** Everything the form and the detail page show of a question. */
graphql(`
  fragment QuestionFull on Question {
    ...QuestionBody_question
    remark
    knowledgePointIds
    isPublic
    updatedAt
  }
`);

export const myQuestionsQuery = graphql(`
  query MyQuestions($filter: QuestionFilter, $page: Int, $limit: Int) {
    myQuestions(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        id
        type
        stem
        difficulty
        remark
        updatedAt
      }
    }
  }
`);

export const questionQuery = graphql(`
  query QuestionById($id: ID!) {
    question(id: $id) {
      ...QuestionFull
    }
  }
`);

export const knowledgePointsQuery = graphql(`
  query KnowledgePoints {
    knowledgePoints {
      id
      name
      parentId
    }
  }
`);

export const addQuestionMutation = graphql(`
  mutation AddQuestion($input: QuestionInput!) {
    addQuestion(input: $input) {
      ...QuestionFull
    }
  }
`);

export const updateQuestionMutation = graphql(`
  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {
    updateQuestion(id: $id, input: $input) {
      ...QuestionFull
    }
  }
`);

export const deleteQuestionsMutation = graphql(`
  mutation DeleteQuestions($ids: [ID!]!) {
    deleteQuestions(ids: $ids)
  }
`);

export const importPreviewFields = graphql(`
  fragment ImportPreview_preview on QuestionImportPreview {
    id
    status
    dropped
    rows {
      rowId
      where
      ready
      errors
      question {
        type
        stem
        options {
          id
          content
          isRight
        }
        rightAnswer
        analysis
        difficulty
        remark
        subQuestions {
          type
          stem
          options {
            id
            content
            isRight
          }
          rightAnswer
          analysis
        }
      }
    }
    abilities {
      commit {
        shown
        allowed
        reason
      }
      change {
        shown
        allowed
        reason
      }
    }
  }
`);

export const importPreviewQuery = graphql(`
  query ImportPreview($id: ID!) {
    questionImportPreview(id: $id) {
      ...ImportPreview_preview
    }
  }
`);

export const previewImportMutation = graphql(`
  mutation PreviewQuestionImport($format: QuestionImportFormat!, $fileName: String!, $contentBase64: String!) {
    previewQuestionImport(format: $format, fileName: $fileName, contentBase64: $contentBase64) {
      ...ImportPreview_preview
    }
  }
`);

export const changeImportPreviewMutation = graphql(`
  mutation ChangeQuestionImportPreview($id: ID!, $fixes: [QuestionImportFixInput!], $drops: [Int!]) {
    changeQuestionImportPreview(id: $id, fixes: $fixes, drops: $drops) {
      ...ImportPreview_preview
    }
  }
`);

export const commitImportPreviewMutation = graphql(`
  mutation CommitQuestionImportPreview($id: ID!) {
    commitQuestionImportPreview(id: $id) {
      id
      status
      addedIds
    }
  }
`);
