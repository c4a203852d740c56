import { setup } from 'xstate';
import { type Ability, abilityOf, type Refusal } from '../refusals';
import { RUBRIC_MESSAGES } from './rubricRules';

/**
 * A rubric of a staff member's library: a draft may be edited; attached to a published homework it
 * is in use (the homework keeps a snapshot, and the rubric itself can no longer be edited, so a
 * rubric always reads as its attached copies do); archived, it leaves the picker and cannot be
 * attached or edited. Archiving is open from draft and in use.
 */
export type RubricEvent = { type: 'rubric.edit' } | { type: 'rubric.attach' } | { type: 'rubric.archive' };
export type RubricStateValue = 'draft' | 'inUse' | 'archived';

/** The list's status codes (filter `status`): 1 draft, 2 in use, 3 archived. */
export const RUBRIC_STATUS = { draft: 1, inUse: 2, archived: 3 } as const satisfies Record<
  RubricStateValue,
  1 | 2 | 3
>;
export const RUBRIC_STATUS_LABEL: Record<RubricStateValue, string> = {
  draft: '未使用',
  inUse: '使用中',
  archived: '已归档',
};

export const rubricLifecycle = setup({
  types: { events: {} as RubricEvent },
}).createMachine({
  id: 'rubricLifecycle',
  initial: 'draft',
  states: {
    draft: {
      on: {
        'rubric.edit': { target: 'draft', reenter: true },
        'rubric.attach': { target: 'inUse' },
        'rubric.archive': { target: 'archived' },
      },
    },
    inUse: {
      on: {
        'rubric.attach': { target: 'inUse', reenter: true },
        'rubric.archive': { target: 'archived' },
      },
    },
    archived: {},
  },
});

const refusals: Record<RubricStateValue, Record<RubricEvent['type'], Refusal | undefined>> = {
  draft: { 'rubric.edit': undefined, 'rubric.attach': undefined, 'rubric.archive': undefined },
  inUse: {
    'rubric.edit': { kind: 'conflict', message: RUBRIC_MESSAGES.inUse },
    'rubric.attach': undefined,
    'rubric.archive': undefined,
  },
  archived: {
    'rubric.edit': { kind: 'conflict', message: RUBRIC_MESSAGES.archived },
    'rubric.attach': { kind: 'conflict', message: RUBRIC_MESSAGES.archived },
    'rubric.archive': { kind: 'conflict', message: RUBRIC_MESSAGES.archivedTwice },
  },
};

/** The one home of the rubric lifecycle's refusals: why an event is refused in a state, or undefined. */
export const rubricRefusal = (state: RubricStateValue, event: RubricEvent['type']): Refusal | undefined =>
  refusals[state][event];

/** A stored rubric as a machine state: archived wins; attached to any published homework, in use. */
export const rubricStateOf = (row: { archived: boolean; usedCount: number }): RubricStateValue =>
  row.archived ? 'archived' : row.usedCount > 0 ? 'inUse' : 'draft';

/** What the library's row offers: edit and archive, each with why not. */
export const rubricAbilities = (
  state: RubricStateValue,
): { edit: Ability; archive: Ability; attach: Ability } => ({
  edit: abilityOf(true, rubricRefusal(state, 'rubric.edit')),
  archive: abilityOf(state !== 'archived', rubricRefusal(state, 'rubric.archive')),
  attach: abilityOf(state !== 'archived', rubricRefusal(state, 'rubric.attach')),
});
