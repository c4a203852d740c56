import { IS_SYNC, SAVE_TYPE } from '@school/machines';

/**
 * The REST codes of GraphQL's yes/no inputs, converted here only: the schema takes a Boolean where the
 * REST call takes a two-valued code.
 */

/** The exam queries' yes/no filters (pass_status, is_pass, is_effective, is_finish_conditions): 1 yes, 2 no. */
export const YES_NO_FILTER = { yes: 1, no: 2 } as const;

/** A yes/no filter as its REST code; absent (no filter) when the caller did not ask. */
export const yesNoFilter = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : value ? YES_NO_FILTER.yes : YES_NO_FILTER.no;

/** A courseware's is_sync: true also shares it to the library (1), false keeps it where it is added (2). */
export const isSyncCode = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : value ? IS_SYNC.yes : IS_SYNC.no;

/** A saved grade's REST type: `pending` keeps what was typed without a score (1); otherwise it grades (2). */
export const saveType = (pending: boolean | null | undefined) => (pending ? SAVE_TYPE.keep : SAVE_TYPE.grade);
