import {
  COURSEWARE_MESSAGES,
  type CoursewareDraft,
  coursewareDraftRefusal,
  pickRefusal,
  type WareType,
} from '@school/machines';
import { conflict, notFound, refused } from '../shared/errors';
import { type Decider, streamId, unreachable } from '../store/decider';

/**
 * A shelf of courseware: a class's courseware tab, a lesson session's courseware, or what one staff
 * member shared to the school library. One stream per shelf (`courseware-class-12`,
 * `courseware-session-5`, `courseware-library-<uid>`), so unrelated shelves never wait on one another.
 * Ids come from the `courseware_ids` table and travel in the events.
 */
export type HolderKind = 'class' | 'session' | 'library';
export interface Holder {
  kind: HolderKind;
  id: number;
}

export const shelfStreamId = (holder: Holder) => streamId('courseware', `${holder.kind}-${holder.id}`);

/** A courseware's file and description, as the dialog saves them. */
export interface WareFields {
  name: string;
  classifyId: number;
  type: WareType;
  fileName: string;
  url: string;
  fid: string;
  ext: string;
  size: number;
  desc: string;
}

export interface CoursewareAdded extends WareFields {
  id: number;
  holder: Holder;
  /** The library courseware it was picked from or shared to (0: none). */
  wareId: number;
  isSync: number;
  timesType: number;
  by: number;
  at: number;
}

export type ShelfEvent =
  | { type: 'CoursewareAdded'; data: CoursewareAdded }
  | { type: 'CoursewareEdited'; data: WareFields & { id: number; holder: Holder; by: number; at: number } }
  | { type: 'CoursewareRemoved'; data: { id: number; holder: Holder; by: number; at: number } };

/** A library courseware offered to a shelf, with the id its copy there will have. */
export interface Pick {
  id: number;
  wareId: number;
  ware: WareFields;
}

/** What the dialog sends: a draft checked by the rules of `machines/` (one home). */
export interface DraftInput {
  name: string;
  classifyId: number;
  type: number;
  file: { fileName: string; url: string; fid: string; ext: string; size: number } | undefined;
  desc: string;
  isSync: number;
  classifyOptional?: boolean;
}

export type ShelfCommand =
  | {
      type: 'AddCourseware';
      data: {
        id: number;
        holder: Holder;
        draft: DraftInput;
        wareId: number;
        timesType: number;
        by: number;
        now: number;
      };
    }
  | {
      type: 'PickCourseware';
      data: { holder: Holder; picks: Pick[]; timesType: number; by: number; now: number };
    }
  | {
      type: 'EditCourseware';
      data: { id: number; holder: Holder; draft: DraftInput; by: number; now: number };
    }
  | { type: 'RemoveCourseware'; data: { id: number; holder: Holder; by: number; now: number } };

export interface ShelfState {
  /** Courseware on the shelf: id → the library courseware it came from (0: none). */
  items: ReadonlyMap<number, number>;
}

/** The draft's fields once the rules hold, or the first refusal. */
function checkedFields(draft: DraftInput): WareFields {
  const asDraft: CoursewareDraft = {
    name: draft.name,
    classifyId: draft.classifyId,
    type: draft.type,
    file: draft.file && { ext: draft.file.ext, size: draft.file.size },
    isSync: draft.isSync,
    classifyOptional: draft.classifyOptional,
  };
  const refusal = coursewareDraftRefusal(asDraft);
  if (refusal) throw refused(refusal);
  const file = draft.file as NonNullable<DraftInput['file']>;
  return {
    name: draft.name.trim(),
    classifyId: draft.classifyId,
    type: draft.type as WareType,
    fileName: file.fileName,
    url: file.url,
    fid: file.fid,
    ext: file.ext,
    size: file.size,
    desc: draft.desc,
  };
}

export const shelfDecider: Decider<ShelfState, ShelfCommand, ShelfEvent> = {
  streamType: 'courseware',
  initialState: () => ({ items: new Map() }),
  evolve: (state, event) => {
    const items = new Map(state.items);
    switch (event.type) {
      case 'CoursewareAdded':
        items.set(event.data.id, event.data.wareId);
        return { items };
      case 'CoursewareEdited':
        return state;
      case 'CoursewareRemoved':
        items.delete(event.data.id);
        return { items };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddCourseware': {
        const { id, holder, draft, wareId, timesType, by, now } = command.data;
        const fields = checkedFields(draft);
        return [
          {
            type: 'CoursewareAdded',
            data: { ...fields, id, holder, wareId, isSync: draft.isSync, timesType, by, at: now },
          },
        ];
      }
      case 'PickCourseware': {
        const { holder, picks, timesType, by, now } = command.data;
        const refusal = pickRefusal(picks.map((p) => p.wareId));
        if (refusal) throw refused(refusal);
        const present = new Set(state.items.values());
        const fresh = picks.filter(
          (p, i) => !present.has(p.wareId) && picks.findIndex((q) => q.wareId === p.wareId) === i,
        );
        if (fresh.length === 0) throw conflict(COURSEWARE_MESSAGES.allPicked);
        return fresh.map((p) => ({
          type: 'CoursewareAdded' as const,
          data: { ...p.ware, id: p.id, holder, wareId: p.wareId, isSync: 2, timesType, by, at: now },
        }));
      }
      case 'EditCourseware': {
        const { id, holder, draft, by, now } = command.data;
        if (!state.items.has(id)) throw notFound(COURSEWARE_MESSAGES.wareNotFound);
        return [{ type: 'CoursewareEdited', data: { ...checkedFields(draft), id, holder, by, at: now } }];
      }
      case 'RemoveCourseware': {
        const { id, holder, by, now } = command.data;
        if (!state.items.has(id)) throw notFound(COURSEWARE_MESSAGES.wareNotFound);
        return [{ type: 'CoursewareRemoved', data: { id, holder, by, at: now } }];
      }
      default:
        return unreachable(command);
    }
  },
};
