import { type RubricLevels, type RubricSnapshot, rubricGrade, rubricLevelsRefusal } from '@school/machines';

/** The rubric as GraphQL shows it on a grading question. */
export interface PanelRubric {
  criteria: readonly {
    id: string;
    name: string;
    levels: readonly { id: string; text: string; points: number }[];
  }[];
}

const asSnapshot = (rubric: PanelRubric): Pick<RubricSnapshot, 'criteria'> => ({
  criteria: rubric.criteria.map((c) => ({
    id: Number(c.id),
    name: c.name,
    levels: c.levels.map((l) => ({ id: Number(l.id), text: l.text, points: l.points })),
  })),
});

/** The chosen levels as GraphQL lists them, as the draft keeps them. */
export const levelsOfList = (list: readonly { criterionId: string; levelId: string }[] | null | undefined) =>
  list ? Object.fromEntries(list.map((l) => [l.criterionId, Number(l.levelId)])) : null;

/** The draft's levels as the grading input lists them. */
export const listOfLevels = (levels: RubricLevels | null | undefined) =>
  levels
    ? Object.entries(levels).map(([criterionId, levelId]) => ({ criterionId, levelId: String(levelId) }))
    : null;

/**
 * Choosing a level: the levels with it, and the grade they give once every criterion has one (the
 * score clamped to the question's score, or the nearest rate), as the server computes it.
 */
export function chooseLevel(
  rubric: PanelRubric,
  levels: RubricLevels | null | undefined,
  criterionId: string,
  levelId: string,
  isSetScore: number,
  maxScore: number,
): { levels: RubricLevels; score: number | null; rate: number | null } {
  const next = { ...(levels ?? {}), [criterionId]: Number(levelId) };
  const snapshot = asSnapshot(rubric);
  if (rubricLevelsRefusal(snapshot, next)) return { levels: next, score: null, rate: null };
  return { levels: next, ...rubricGrade(snapshot, next, isSetScore, maxScore) };
}

/** The level a digit key picks in a criterion (1 the first level), or undefined. */
export const levelOfKey = (criterion: PanelRubric['criteria'][number], key: string): string | undefined =>
  /^[1-9]$/.test(key) ? criterion.levels[Number(key) - 1]?.id : undefined;

/** Whether the levels complete the rubric (one per criterion): only then are they sent. */
export const levelsComplete = (rubric: PanelRubric, levels: RubricLevels | null | undefined) =>
  !!levels && rubricLevelsRefusal(asSnapshot(rubric), levels) === undefined;
