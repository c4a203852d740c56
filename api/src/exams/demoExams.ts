import type { ExamQuestionDraft } from '@school/machines';
import type { Viewer } from '../http/viewer';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { type RawAnswer, saveExamAnswers, startAttempt, submitExamAttempt } from './attemptCommands';
import { draftExam, publishExam } from './examCommands';

/** An exam of the demo school: its paper, and what its n-th student answers. */
export interface DemoExam {
  name: string;
  classify_id: number;
  questions: ExamQuestionDraft[];
  answers: (n: number) => RawAnswer[];
}

/**
 * Drafts, publishes and has students sit the demo school's exams, through the exams' own commands.
 * Returns the number of commands sent.
 */
export async function seedExamsWithAttempts(
  store: Store,
  plan: {
    author: Viewer;
    classId: number;
    students: Viewer[];
    now: number;
    meta: EventMeta;
    exams: DemoExam[];
  },
): Promise<number> {
  let commands = 0;
  const { author, students, now, meta } = plan;
  for (const exam of plan.exams) {
    const form = {
      name: exam.name,
      classify_id: exam.classify_id,
      sections: [{ name: '一、试题', introduce: '', questions: exam.questions }],
      pass_score: 6,
      duration: 60,
      time_type: 2,
      test_num: 2,
      class_ids: [plan.classId],
    };
    const { id } = await draftExam(store, author, form, now, meta);
    await publishExam(store, author, id, now, meta);
    commands += 2;
    for (const [n, student] of students.entries()) {
      const at = now + 60 * (n + 1);
      const { report_id } = await startAttempt(store, student, id, at, meta);
      await saveExamAnswers(store, student, report_id, exam.answers(n), at + 600, meta);
      await submitExamAttempt(store, student, report_id, at + 900, meta);
      commands += 3;
    }
  }
  return commands;
}
