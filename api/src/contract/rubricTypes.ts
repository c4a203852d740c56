import type { z } from 'zod';
import type { attachedRubric, rubric } from './rubric';

/** The REST answers of the rubric library, for clients in this repository (type-only). */
export type Rubric = z.output<typeof rubric>;
export type RubricCriterion = Rubric['criteria'][number];
export type AttachedRubric = z.output<typeof attachedRubric>;
