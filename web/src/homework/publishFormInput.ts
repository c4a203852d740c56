import {
  type FormQuestion,
  IS_ANONYMOUS,
  type PublishFormInput,
  type PublishInfo,
  RELEASE_MODE,
} from '@school/machines';
import type { HomeworkCopyQuery } from '../generated/graphql';
import { toFormQuestion } from './homeworkFormat';

export type HomeworkCopy = NonNullable<HomeworkCopyQuery['homeworkCopy']>;

const rubricIdOf = (id: string | null) => (id ? Number(id) : null);

/** A copied question as the form lists it, with the rubric to attach again (or none). */
export function copiedQuestionToForm(q: HomeworkCopy['questions'][number]): FormQuestion {
  const form = toFormQuestion(q);
  const rubricOfItem = new Map(q.subQuestions.map((s) => [Number(s.id), rubricIdOf(s.rubricId)]));
  return {
    ...form,
    rubricId: rubricIdOf(q.rubricId),
    items: form.items?.map((item) => ({ ...item, rubricId: rubricOfItem.get(item.id) ?? null })),
  };
}

/**
 * What the publish form starts with: blank, or a copy of a homework (its name, remark, score option,
 * anonymity, 成绩发布, and its questions with their scores and rubrics), so the copy publishes the same way.
 */
export function publishFormInputOf({
  source,
  courseId,
  arrange,
}: {
  source: HomeworkCopy | undefined;
  courseId: string | undefined;
  arrange: Pick<PublishInfo, 'arrange_type' | 'arrange_id'> | undefined;
}): PublishFormInput {
  const info: PublishInfo = {
    type: 1,
    is_set_score: source?.scored ? 2 : 1,
    is_anonymous: source?.anonymous ? IS_ANONYMOUS.on : IS_ANONYMOUS.off,
    release_mode: source?.releaseLater ? RELEASE_MODE.manual : RELEASE_MODE.auto,
    publish_scope: 1,
    name: source?.name ?? '',
    remark: source?.remark ?? '',
    ...(courseId ? { course_basis_id: Number(courseId) } : {}),
    ...(arrange?.arrange_type ? arrange : {}),
  };
  return { info, questions: (source?.questions ?? []).map(copiedQuestionToForm) };
}
