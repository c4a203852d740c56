import {
  codeOf,
  EXAM_TIME_TYPE,
  type ExamForm,
  enumOf,
  FILL_BLANK_TYPE,
  RELEASE_MODE,
} from '@school/machines';
import type { ExamForEditingQuery, ExamInput } from '../generated/graphql';
import { isoToSeconds, secondsToIso } from '../shared/schoolTime';

type Editing = NonNullable<ExamForEditingQuery['examForEditing']>;

/** The exam as the form machine edits it, from what the server answers. */
export function formOf(exam: Editing): ExamForm {
  return {
    name: exam.row.name,
    classify_id: Number(exam.row.classifyId),
    sections: exam.sections.map((s) => ({
      name: s.name,
      introduce: s.introduce,
      questions: s.questions.map((q) =>
        q.type === 'FILL_BLANK'
          ? {
              ques_type: FILL_BLANK_TYPE,
              ques_stem: q.stem,
              blanks: q.blanks.map((b) => ({ answers: [...b.answers] })),
              ques_analysis: q.analysis,
              score: q.score,
            }
          : {
              id: Number(q.bankQuestionId),
              ques_type: codeOf('ExamQuestionType', q.type),
              ques_stem: q.stem,
              score: q.score,
            },
      ),
    })),
    pass_score: exam.row.passScore,
    duration: exam.row.durationMinutes,
    time_type: codeOf('ExamTimeType', exam.row.timeType),
    start_time: exam.row.startTime ? isoToSeconds(exam.row.startTime) : undefined,
    end_time: exam.row.endTime ? isoToSeconds(exam.row.endTime) : undefined,
    test_num: exam.row.attempts,
    class_ids: exam.classIds.map(Number),
    release_mode: exam.row.resultsReleasedByTeacher ? RELEASE_MODE.manual : RELEASE_MODE.auto,
  };
}

/** The form as the GraphQL mutation takes it. */
export function inputOf(form: ExamForm): ExamInput {
  const fixed = form.time_type === EXAM_TIME_TYPE.fixedPeriod;
  return {
    name: form.name.trim(),
    classifyId: String(form.classify_id),
    sections: form.sections.map((s) => ({
      name: s.name,
      introduce: s.introduce,
      questions: s.questions.map((q) =>
        q.ques_type === FILL_BLANK_TYPE
          ? {
              type: 'FILL_BLANK',
              stem: q.ques_stem ?? '',
              blanks: (q.blanks ?? []).map((b) => ({
                answers: b.answers.map((a) => a.trim()).filter(Boolean),
              })),
              analysis: q.ques_analysis ?? '',
              score: q.score,
            }
          : { bankQuestionId: String(q.id), score: q.score },
      ),
    })),
    passScore: form.pass_score,
    durationMinutes: form.duration,
    timeType: enumOf('ExamTimeType', form.time_type),
    startTime: fixed && form.start_time ? secondsToIso(form.start_time) : null,
    endTime: fixed && form.end_time ? secondsToIso(form.end_time) : null,
    attempts: form.test_num,
    classIds: form.class_ids.map(String),
    releaseLater: form.release_mode === RELEASE_MODE.manual,
  };
}

/** Plain text typed in the form as the stem's rich text (one paragraph per line). */
export const stemOfText = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

/** The stem's text as the form edits it: one line per paragraph, spaces kept. */
export function textOfStem(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')];
  return paragraphs.length > 0
    ? paragraphs.map((p) => p.textContent ?? '').join('\n')
    : (doc.body.textContent ?? '');
}
