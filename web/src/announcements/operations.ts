import { graphql } from '../generated';

/** What the announcement tab and PostNotice show of an announcement. */
graphql(`
  fragment AnnouncementFields on Announcement {
    id
    classId
    title
    content
    publisher
    createdAt
    canDelete
    abilities {
      edit {
        shown
        allowed
        reason
      }
      delete {
        shown
        allowed
        reason
      }
    }
  }
`);

export const classAnnouncementsQuery = graphql(`
  query ClassAnnouncements($classId: ID!, $page: Int, $limit: Int) {
    classAnnouncements(classId: $classId, page: $page, limit: $limit) {
      total
      publish {
        shown
        allowed
        reason
      }
      list {
        ...AnnouncementFields
      }
    }
  }
`);

export const announcementQuery = graphql(`
  query Announcement($id: ID!) {
    announcement(id: $id) {
      ...AnnouncementFields
    }
  }
`);

export const publishAnnouncementMutation = graphql(`
  mutation PublishAnnouncement($classId: ID!, $title: String!, $content: String!) {
    publishAnnouncement(classId: $classId, title: $title, content: $content) {
      ...AnnouncementFields
    }
  }
`);

export const updateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: ID!, $classId: ID!, $title: String!, $content: String!) {
    updateAnnouncement(id: $id, classId: $classId, title: $title, content: $content) {
      ...AnnouncementFields
    }
  }
`);

export const deleteAnnouncementMutation = graphql(`
  mutation DeleteAnnouncement($id: ID!) {
    deleteAnnouncement(id: $id)
  }
`);
