import type { RefusalKind } from '@school/machines';
import { expect } from 'vitest';
import { STATUS_OF } from '../../src/http/envelope';
import type { PathsApi } from './pathsApi';

/**
 * What the homework-based adapters share: the suite's clock, the homework each path starts from, and
 * the one check of an answer against the machine (accepted with the success message, or refused with
 * the refusal's message and the HTTP status of its kind).
 */

/** The suite's start: the API's clock when the path homework is published. */
export const T0 = Date.parse('2026-09-10T10:00:00+08:00') / 1000;
export const HOUR = 3_600;
export const DAY = 86_400;
/** The path homework's deadline. */
export const DEADLINE = T0 + 3 * DAY;
/** A moment well before the deadline. */
export const SOON = T0 + HOUR;

let published = 0;

/**
 * The owner (teacher 2) publishes a homework on course 4 to class 5 of her classes 2 and 5 (scope 2,
 * child course 6), ending at DEADLINE, without scores, with the given questions; returns its id.
 */
export async function publishPathHomework(
  api: PathsApi,
  namePrefix: string,
  questionIds: readonly number[],
): Promise<{ id: number; name: string }> {
  api.setNow(T0);
  const name = `${namePrefix}${++published}`;
  const answer = await api.call('owner', 'POST', '/hw/publish', {
    course_basis_id: 4,
    type: 1,
    name,
    remark: '',
    ending_time: DEADLINE,
    is_set_score: 1,
    publish_scope: 2,
    child_course_basis_ids: '6',
    question: JSON.stringify(questionIds.map((id) => ({ id }))),
  });
  expect(answer, 'publishing the path homework').toMatchObject({ status: 200 });
  return { id: answer.data.id as number, name };
}

/** The API answered as the machine decided: its success message, or the machine's refusal. */
export function expectAnswerAsMachine(
  answer: { status: number; msg: string },
  what: string,
  decision:
    | { accepted: true; success: string }
    | { accepted: false; refusal: { kind: RefusalKind; message: string } },
) {
  const said = { status: answer.status, msg: answer.msg };
  if (decision.accepted) {
    expect(said, `${what} is accepted`).toEqual({ status: 200, msg: decision.success });
  } else {
    expect(said, `${what} is refused as the machine refuses it`).toEqual({
      status: STATUS_OF[decision.refusal.kind],
      msg: decision.refusal.message,
    });
  }
}
