import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  type FormQuestion,
  HOMEWORK_TYPE_CODE,
  IS_ANONYMOUS,
  IS_SET_SCORE,
  PUBLISH_SCOPE_CODE,
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

/** The form's publish_scope code as the mutation's enum; an unknown code is no scope. */
const scopeOf = (code: number | undefined): PublishScope | null =>
  (Object.keys(PUBLISH_SCOPE_CODE) as PublishScope[]).find((scope) => PUBLISH_SCOPE_CODE[scope] === code) ??
  null;
const idOf = (n: number | undefined) => (n ? String(n) : null);

/** The form as the publishHomework mutation takes it. */
export function toPublishInput(form: PublishForm): PublishHomeworkInput {
  return {
    courseId: idOf(form.course_basis_id),
    type:
      form.type === HOMEWORK_TYPE_CODE.PERIOD
        ? 'PERIOD'
        : form.type === HOMEWORK_TYPE_CODE.COURSE
          ? 'COURSE'
          : null,
    periodId: form.type === HOMEWORK_TYPE_CODE.PERIOD ? idOf(form.course_periods_id) : null,
    name: form.name ?? null,
    remark: form.remark ?? null,
    endingTime: form.ending_time ? toIso(form.ending_time) : null,
    scored:
      form.is_set_score === IS_SET_SCORE.scored
        ? true
        : form.is_set_score === IS_SET_SCORE.rates
          ? false
          : null,
    anonymous: form.is_anonymous === IS_ANONYMOUS.on,
    releaseLater: form.release_mode === RELEASE_MODE.manual,
    scope: form.arrange_type ? null : scopeOf(form.publish_scope),
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
