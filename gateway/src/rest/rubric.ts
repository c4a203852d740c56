/** Shapes of the REST rubric calls, as the API's output schemas declare them. */
import type { RubricRest } from '@school/api';

export type RestRubricCriterion = RubricRest.RubricCriterion;
export type RestRubric = RubricRest.Rubric;
export type RestAttachedRubric = RubricRest.AttachedRubric;
