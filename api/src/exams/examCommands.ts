import {
  EXAM_FORM_MESSAGES,
  EXAM_MESSAGES,
  type ExamActor,
  type ExamForm,
  examFormRefusal,
  examTotalScore,
  FILL_BLANK_TYPE,
  GRADING_MESSAGES,
  QUESTION_MESSAGES,
} from '@school/machines';
import type { Viewer } from '../http/viewer';
import { toView } from '../questionBank';
import { forbidden, invalid, notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { findClassify } from './classify';
import type { ExamContent, PaperQuestion, PaperSection } from './exam';
import { type ExamCommand, examDecider } from './examDecider';
import { viewerClassIds } from './examQueries';
import { SCHOOL_ID } from './schools';
import { EXAM_ID_TABLE } from './tables';

export const QUESTION_TWICE = '题目不能重复';
export const NOT_MY_CLASS = '只能选择自己的班级';

export const examActorOf = (viewer: Viewer): ExamActor => ({
  id: String(viewer.id),
  canDispatch: viewer.canDispatch,
});

const handle = (store: Store, id: number, command: ExamCommand, meta: EventMeta) =>
  store.handle(examDecider, streamId('exam', id), command, meta);

/**
 * The exam's content from its form: the form's rules (the same the screen asks), the classification,
 * the target classes among the author's own, and the paper with the bank's questions copied in.
 */
export async function examContentOf(store: Store, viewer: Viewer, form: ExamForm): Promise<ExamContent> {
  const refusal = examFormRefusal(form);
  if (refusal) throw invalid(refusal);
  const classify = findClassify(form.classify_id);
  if (!classify) throw invalid(EXAM_FORM_MESSAGES.classify);
  const mine = new Set(await viewerClassIds(store.db, viewer.id));
  const classIds = [...new Set(form.class_ids)];
  if (classIds.some((id) => !mine.has(id))) throw invalid(NOT_MY_CLASS);

  const bankIds = form.sections.flatMap((s) =>
    s.questions
      .filter((q) => q.ques_type !== FILL_BLANK_TYPE && q.id !== undefined)
      .map((q) => q.id as number),
  );
  if (new Set(bankIds).size !== bankIds.length) throw invalid(QUESTION_TWICE);
  const rows =
    bankIds.length === 0
      ? []
      : await store.db
          .selectFrom('questions')
          .selectAll()
          .where('id', 'in', bankIds)
          .where('deleted', '=', 0)
          .where((eb) =>
            eb.or([
              eb('is_public', '=', 1),
              eb.and([eb('owner_id', '=', viewer.id), eb('is_public', '=', 0)]),
            ]),
          )
          .execute();
  const bank = new Map(rows.map((r) => [Number(r.id), toView(r)]));

  let number = 0;
  const sections: PaperSection[] = form.sections.map((s) => ({
    name: s.name.trim(),
    introduce: s.introduce,
    questions: s.questions.map((q): PaperQuestion => {
      number += 1;
      if (q.ques_type === FILL_BLANK_TYPE) {
        return {
          question_id: number,
          ques_id: 0,
          ques_type: FILL_BLANK_TYPE,
          ques_stem: q.ques_stem ?? '',
          ques_option: [],
          right_answer: '',
          ques_analysis: q.ques_analysis ?? '',
          blanks: (q.blanks ?? []).map((b) => ({ answers: b.answers.map((a) => a.trim()).filter(Boolean) })),
          ques_item: [],
          score: q.score,
        };
      }
      const found = q.id === undefined ? undefined : bank.get(q.id);
      if (!found) throw notFound(QUESTION_MESSAGES.notFound);
      return {
        question_id: number,
        ques_id: found.id,
        ques_type: found.ques_type,
        ques_stem: found.ques_stem,
        ques_option: found.ques_option,
        right_answer: found.right_answer,
        ques_analysis: found.ques_analysis,
        facility_value: found.facility_value,
        blanks: [],
        ques_item: found.ques_item,
        score: q.score,
      };
    }),
  }));
  const fixed = form.time_type === 1;
  return {
    name: form.name.trim(),
    classifyId: classify.id,
    classifyName: classify.name,
    sections,
    score: examTotalScore(form.sections),
    passScore: form.pass_score,
    limitTime: form.duration * 60,
    timeType: fixed ? 1 : 2,
    startTime: fixed ? (form.start_time ?? 0) : 0,
    endTime: fixed ? (form.end_time ?? 0) : 0,
    testNum: form.test_num,
    classIds,
    schoolId: SCHOOL_ID,
    releaseMode: form.release_mode === 2 ? 2 : 1,
  };
}

/** Creates a draft exam. */
export async function draftExam(
  store: Store,
  viewer: Viewer,
  form: ExamForm,
  now: number,
  meta: EventMeta,
): Promise<{ id: number }> {
  if (!viewer.canDispatch) throw forbidden(EXAM_MESSAGES.noDispatch);
  const content = await examContentOf(store, viewer, form);
  const id = (await store.nextIds(EXAM_ID_TABLE, 1))[0] as number;
  const exam = { id, content, creator: { id: viewer.id, role: viewer.role, name: viewer.nickname }, at: now };
  await handle(store, id, { type: 'DraftExam', data: { exam, actor: examActorOf(viewer) } }, meta);
  return { id };
}

export async function editExam(
  store: Store,
  viewer: Viewer,
  id: number,
  form: ExamForm,
  now: number,
  meta: EventMeta,
) {
  const content = await examContentOf(store, viewer, form);
  await handle(store, id, { type: 'EditExam', data: { content, actor: examActorOf(viewer), now } }, meta);
}

export const publishExam = (store: Store, viewer: Viewer, id: number, now: number, meta: EventMeta) =>
  handle(store, id, { type: 'PublishExam', data: { actor: examActorOf(viewer), now } }, meta);

export const closeExam = (store: Store, viewer: Viewer, id: number, now: number, meta: EventMeta) =>
  handle(store, id, { type: 'CloseExam', data: { actor: examActorOf(viewer), now } }, meta);

/**
 * Release an exam's results (release_mode 2) to one class or, without a class, to every class of the
 * exam the grader works in: marking's authorization (canCorrect, and only the grader's classes).
 */
export async function releaseExamResults(
  store: Store,
  viewer: Viewer,
  examId: number,
  classId: number | undefined,
  now: number,
  meta: EventMeta,
) {
  if (!viewer.canCorrect) throw forbidden(GRADING_MESSAGES.noCorrect);
  const rows = await store.db
    .selectFrom('exam_classes')
    .select('class_id')
    .where('exam_id', '=', examId)
    .where(
      'class_id',
      'in',
      store.db.selectFrom('class_staff').select('class_id').where('user_id', '=', viewer.id),
    )
    .$if(classId !== undefined, (q) => q.where('class_id', '=', classId ?? 0))
    .execute();
  if (rows.length === 0) throw notFound(EXAM_MESSAGES.notFound);
  const classIds = rows.map((r) => Number(r.class_id));
  await handle(
    store,
    examId,
    { type: 'ReleaseExamResults', data: { classIds, actor: examActorOf(viewer), now } },
    meta,
  );
  return classIds;
}
