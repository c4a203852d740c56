import { explainRubricDraftRefusal, type RubricDraft } from '@school/machines';

/** The rubric form as the dialog edits it: points as typed text until saved. */
export interface RubricFormDraft {
  title: string;
  criteria: { name: string; levels: { text: string; points: string }[] }[];
}

export const emptyLevel = () => ({ text: '', points: '' });
export const emptyCriterion = () => ({ name: '', levels: [emptyLevel(), emptyLevel()] });
export const emptyRubricForm = (): RubricFormDraft => ({ title: '', criteria: [emptyCriterion()] });

/** A stored rubric as the form edits it. */
export const formOfRubric = (r: {
  title: string;
  criteria: readonly { name: string; levels: readonly { text: string; points: number }[] }[];
}): RubricFormDraft => ({
  title: r.title,
  criteria: r.criteria.map((c) => ({
    name: c.name,
    levels: c.levels.map((l) => ({ text: l.text, points: String(l.points) })),
  })),
});

/** The form as the server's rules read it (a blank or unreadable points field is NaN, refused there). */
export const draftOfForm = (form: RubricFormDraft): RubricDraft => ({
  title: form.title,
  criteria: form.criteria.map((c) => ({
    name: c.name,
    levels: c.levels.map((l) => ({
      text: l.text,
      points: l.points.trim() === '' ? Number.NaN : Number(l.points),
    })),
  })),
});

/** Why the form cannot be saved yet (the rubric rule table's message), or undefined. */
export const rubricFormRefusal = (form: RubricFormDraft): string | undefined =>
  explainRubricDraftRefusal(draftOfForm(form))?.message;
