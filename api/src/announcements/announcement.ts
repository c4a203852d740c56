import {
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementActor,
  announcementChangeRules,
  explainAnnouncementRefusal,
  firstRefusal,
} from '@school/machines';
import { notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * One announcement as a stream (`announcement-<id>`): published by the class's head teacher, edited
 * and deleted by a head teacher of the class. Who acts (`actor`) is read at the edge and passed in;
 * the rules are the announcement rule table's (machines/src/classLife).
 */
export interface AnnouncementFields {
  title: string;
  content: string;
}

export type AnnouncementEvent =
  | {
      type: 'AnnouncementPublished';
      data: AnnouncementFields & {
        id: number;
        classId: number;
        authorId: number;
        nickname: string;
        at: number;
      };
    }
  | { type: 'AnnouncementEdited'; data: AnnouncementFields & { id: number; at: number } }
  | { type: 'AnnouncementDeleted'; data: { id: number; at: number } };

export type AnnouncementCommand =
  | {
      type: 'PublishAnnouncement';
      actor: AnnouncementActor;
      data: AnnouncementFields & {
        id: number;
        classId: number;
        authorId: number;
        nickname: string;
        at: number;
      };
    }
  | {
      type: 'EditAnnouncement';
      actor: AnnouncementActor;
      data: AnnouncementFields & { id: number; at: number };
    }
  | { type: 'DeleteAnnouncement'; actor: AnnouncementActor; data: { id: number; at: number } };

export interface AnnouncementState {
  status: 'none' | 'published' | 'deleted';
  classId: number;
}

export const announcementDecider: Decider<AnnouncementState, AnnouncementCommand, AnnouncementEvent> = {
  streamType: 'announcement',
  initialState: () => ({ status: 'none', classId: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AnnouncementPublished':
        return { status: 'published', classId: event.data.classId };
      case 'AnnouncementEdited':
        return state;
      case 'AnnouncementDeleted':
        return { ...state, status: 'deleted' };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PublishAnnouncement': {
        if (state.status !== 'none') throw refused({ kind: 'conflict', message: '公告已存在' });
        const refusal = explainAnnouncementRefusal(command.actor, command.data, 'publish');
        if (refusal) throw refused(refusal);
        return [{ type: 'AnnouncementPublished', data: command.data }];
      }
      case 'EditAnnouncement': {
        if (state.status !== 'published') throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
        const refusal = explainAnnouncementRefusal(command.actor, command.data, 'edit');
        if (refusal) throw refused(refusal);
        return [{ type: 'AnnouncementEdited', data: command.data }];
      }
      case 'DeleteAnnouncement': {
        if (state.status !== 'published') throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
        const refusal = firstRefusal(announcementChangeRules, command.actor);
        if (refusal) throw refused(refusal);
        return [{ type: 'AnnouncementDeleted', data: command.data }];
      }
      default:
        return unreachable(command);
    }
  },
};
