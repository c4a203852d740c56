import { z } from 'zod';
import { entity } from './shapes';

/** Image uploads of the staff prefixes (spec: `public/file` returns originalName and path). */

export const fileUploaded = entity({ originalName: z.string(), path: z.string() });

/** `public/imgBase64`: the stored image's path. */
export const imageUploaded = entity({ path: z.string() });
