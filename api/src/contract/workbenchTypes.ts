import type { z } from 'zod';
import type * as gradebook from './gradebook';
import type * as workbench from './workbench';

/** The REST answers of the staff home and the class gradebook, for clients in this repository (type-only). */
export type Workbench = z.output<typeof workbench.workbench>;
export type Gradebook = z.output<typeof gradebook.gradebook>;
