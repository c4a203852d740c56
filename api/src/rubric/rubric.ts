import {
  explainRubricDraftRefusal,
  RUBRIC_MESSAGES,
  type RubricDraft,
  type RubricEvent,
  type RubricSnapshot,
  type RubricStateValue,
  rubricOfDraft,
  rubricRefusal,
  rubricStateOf,
} from '@school/machines';
import { forbidden, notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * One rubric as a stream (`rubric-<id>`): created and edited by its owner, archived by its owner.
 * Whether it is in use (attached to a published homework) is read at the edge from the read model
 * and passed in with the command; the lifecycle's refusals are the machine's (machines/src/rubric).
 */
export type RubricStreamEvent =
  | { type: 'RubricCreated'; data: RubricSnapshot & { ownerId: number; at: number } }
  | { type: 'RubricEdited'; data: RubricSnapshot & { at: number } }
  | { type: 'RubricArchived'; data: { id: number; at: number } };

/** What the edge read about the rubric: who asks, and how many published questions keep it. */
export interface RubricFacts {
  actorId: number;
  usedCount: number;
}

export type RubricCommand =
  | { type: 'CreateRubric'; data: { id: number; ownerId: number; draft: RubricDraft; at: number } }
  | { type: 'EditRubric'; facts: RubricFacts; data: { id: number; draft: RubricDraft; at: number } }
  | { type: 'ArchiveRubric'; facts: RubricFacts; data: { id: number; at: number } };

export interface RubricState {
  exists: boolean;
  ownerId: number;
  archived: boolean;
}

/** The machine's state of the stream, with the edge's count of uses. */
const stateOf = (state: RubricState, facts: RubricFacts): RubricStateValue =>
  rubricStateOf({ archived: state.archived, usedCount: facts.usedCount });

/** A rubric is its owner's: anyone else is told it does not exist. */
function checkOwner(state: RubricState, facts: RubricFacts) {
  if (!state.exists || state.ownerId !== facts.actorId) throw notFound(RUBRIC_MESSAGES.notFound);
}

function checkTransition(state: RubricState, facts: RubricFacts, event: RubricEvent['type']) {
  const refusal = rubricRefusal(stateOf(state, facts), event);
  if (refusal) throw refused(refusal);
}

function checkDraft(draft: RubricDraft) {
  const refusal = explainRubricDraftRefusal(draft);
  if (refusal) throw refused(refusal);
}

export const rubricDecider: Decider<RubricState, RubricCommand, RubricStreamEvent> = {
  streamType: 'rubric',
  initialState: () => ({ exists: false, ownerId: 0, archived: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RubricCreated':
        return { exists: true, ownerId: event.data.ownerId, archived: false };
      case 'RubricEdited':
        return state;
      case 'RubricArchived':
        return { ...state, archived: true };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateRubric': {
        if (state.exists) throw forbidden();
        checkDraft(command.data.draft);
        const rubric = rubricOfDraft(command.data.id, command.data.draft);
        return [
          { type: 'RubricCreated', data: { ...rubric, ownerId: command.data.ownerId, at: command.data.at } },
        ];
      }
      case 'EditRubric': {
        checkOwner(state, command.facts);
        checkTransition(state, command.facts, 'rubric.edit');
        checkDraft(command.data.draft);
        const rubric = rubricOfDraft(command.data.id, command.data.draft);
        return [{ type: 'RubricEdited', data: { ...rubric, at: command.data.at } }];
      }
      case 'ArchiveRubric': {
        checkOwner(state, command.facts);
        checkTransition(state, command.facts, 'rubric.archive');
        return [{ type: 'RubricArchived', data: command.data }];
      }
      default:
        return unreachable(command);
    }
  },
};
