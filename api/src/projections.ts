import { usersProjection } from './auth/usersProjection';
import {
  catalogueProjection,
  classesProjection,
  coursesProjection,
  teamClassesProjection,
} from './school/projections';
import type { Projection } from './store/projection';

/** Every inline projection, in the order a rebuild empties (reversed) and refills them. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  catalogueProjection,
  coursesProjection,
  classesProjection,
  teamClassesProjection,
];
