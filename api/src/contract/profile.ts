import { z } from 'zod';
import { entity, rowId } from './shapes';

/** The signed-in staff member's profile (classes-community.md, section 3: assistant profile). */

export const profile = entity(
  {
    avatar: z.string().describe('The avatar’s path under /api/files/; empty when none'),
    real_name: z.string(),
    mobile: z.string().describe('Read only'),
    introduction: z.string(),
  },
  { id: rowId, nickname: z.string() },
);

/** An avatar upload: the stored image's path (spec: data.path). */
export const avatarUploaded = z.strictObject({ path: z.string() });

/** A password change answers nothing (other sessions end). */
export const passwordChanged = z.null();
