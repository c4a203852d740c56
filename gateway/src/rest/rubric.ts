/** Shapes of the REST rubric calls, as the API's output schemas declare them. */
import type { RubricRest } from '@school/api';
import type { Camel } from '../camel';

export type RestRubricCriterion = RubricRest.RubricCriterion;
export type RestRubric = RubricRest.Rubric;
export type RestAttachedRubric = RubricRest.AttachedRubric;

/** A library rubric as GraphQL resolves it (codegen `mappers`). */
export type RubricAnswer = Camel<RestRubric>;
/** A criterion of a rubric (library or attached copy) as GraphQL resolves it. */
export type RubricCriterionAnswer = Camel<RestRubricCriterion>;
/** A homework's copy of a rubric as GraphQL resolves it: `maxPoints` is the gateway's sum. */
export type AttachedRubricAnswer = Camel<RestAttachedRubric> & { maxPoints: number };
