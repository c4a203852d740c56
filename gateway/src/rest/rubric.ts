import type { RestAbility as Ability } from './attendance';

/** A rubric's criterion as REST sends it. */
export interface RestRubricCriterion {
  id: number;
  name: string;
  levels: { id: number; text: string; points: number }[];
}

/** A rubric of the library (REST rubric). */
export interface RestRubric {
  id: number;
  title: string;
  criteria: RestRubricCriterion[];
  max_points: number;
  status: number;
  status_label: string;
  used_count: number;
  created_at: number;
  updated_at: number;
  abilities: { edit: Ability; archive: Ability; attach: Ability };
}

/** A rubric as a homework keeps it (on a grading question). */
export interface RestAttachedRubric {
  id: number;
  title: string;
  criteria: RestRubricCriterion[];
}
