import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  type FormQuestion,
  IS_ANONYMOUS,
  type PublishForm,
  type PublishFormEmitted,
  type PublishFormEvent,
  type PublishFormInput,
  publishForm,
  RELEASE_MODE,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { PublishHomeworkInput, PublishScope } from '../generated/graphql';
import { dropCachedList } from '../shared/cachedLists';
import { errorMessage } from '../shared/graphqlErrors';
import { secondsToIso as toIso } from '../shared/schoolTime';
import { toFormQuestion } from './homeworkFormat';
import { historicalQuestionsQuery, publishHomeworkMutation } from './operations';

export interface PublishFormApi {
  snapshot: SnapshotFrom<typeof publishForm>;
  send: (event: PublishFormEvent) => void;
}

const SCOPES: Record<number, PublishScope> = {
  1: 'ALL_CHILD_COURSES',
  2: 'CHOSEN_CHILD_COURSES',
  3: 'COURSE_ONLY',
};
const idOf = (n: number | undefined) => (n ? String(n) : null);

/** The form as the publishHomework mutation takes it. */
export function toPublishInput(form: PublishForm): PublishHomeworkInput {
  return {
    courseId: idOf(form.course_basis_id),
    type: form.type === 2 ? 'PERIOD' : form.type === 1 ? 'COURSE' : null,
    periodId: form.type === 2 ? idOf(form.course_periods_id) : null,
    name: form.name ?? null,
    remark: form.remark ?? null,
    endingTime: form.ending_time ? toIso(form.ending_time) : null,
    scored: form.is_set_score === 2 ? true : form.is_set_score === 1 ? false : null,
    anonymous: form.is_anonymous === IS_ANONYMOUS.on,
    releaseLater: form.release_mode === RELEASE_MODE.manual,
    scope: form.arrange_type ? null : (SCOPES[form.publish_scope ?? 0] ?? null),
    childCourseIds: (form.child_course_basis_ids ?? []).map(String),
    arrangeId: idOf(form.arrange_id),
    arrangeType: form.arrange_type ?? null,
    questions: (form.question ?? []).map((q) => ({
      id: String(q.id),
      score: q.score ?? null,
      rubricId: q.rubric_id ? String(q.rubric_id) : null,
      subQuestions:
        q.ques_item?.map((i) => ({
          id: String(i.id),
          score: i.score ?? null,
          rubricId: i.rubric_id ? String(i.rubric_id) : null,
        })) ?? null,
    })),
  };
}

/** A failed call as the machine shows it: an Error with the message for the toast. */
const failed = (error: unknown) => new Error(errorMessage(error));

/** The publish form machine with its calls wired to the API; notices go to `onNotice`. */
export function usePublishForm(
  input: PublishFormInput,
  onNotice: (notice: PublishFormEmitted) => void,
): PublishFormApi {
  const client = useApolloClient();
  const [publish] = useMutation(publishHomeworkMutation, { update: dropCachedList('homeworkList') });
  const machine = useMemo(
    () =>
      publishForm.provide({
        actors: {
          publish: fromPromise<unknown, PublishForm>(({ input: form }) =>
            publish({ variables: { input: toPublishInput(form) } }).catch((error: unknown) => {
              throw failed(error);
            }),
          ),
          loadHomeworkQuestions: fromPromise<readonly FormQuestion[], { homeworkIds: readonly string[] }>(
            async ({ input: { homeworkIds } }) => {
              try {
                const { data } = await client.query({
                  query: historicalQuestionsQuery,
                  variables: { ids: [...homeworkIds] },
                  fetchPolicy: 'network-only',
                });
                return (data?.historicalHomeworkQuestions ?? []).map((q): FormQuestion => toFormQuestion(q));
              } catch (error) {
                throw failed(error);
              }
            },
          ),
        },
      }),
    [client, publish],
  );
  const [snapshot, send, actor] = useMachine(machine, { input });
  useEffect(() => {
    const subscription = actor.on('notice', onNotice);
    return () => subscription.unsubscribe();
  }, [actor, onNotice]);
  return { snapshot, send };
}
