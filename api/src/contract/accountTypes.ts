import type { z } from 'zod';
import type * as auth from './auth';
import type * as files from './files';
import type * as operationLog from './operationLog';
import type * as profile from './profile';
import type * as school from './school';

/** The REST answers of sign-in, profile, uploads, filter lists and the audit trail (type-only). */
export type User = z.output<typeof auth.user>;
export type Role = User['role'];
export type Login = z.output<typeof auth.login>;
export type Me = z.output<typeof auth.me>;
export type Profile = z.output<typeof profile.profile>;
export type AvatarUploaded = z.output<typeof profile.avatarUploaded>;
export type FileUploaded = z.output<typeof files.fileUploaded>;
export type ImageUploaded = z.output<typeof files.imageUploaded>;
export type CommonFilter = z.output<typeof school.commonFilter>;
export type OperationLogRow = z.output<typeof operationLog.operationLogRow>;
export type OperationLog = z.output<typeof operationLog.operationLog>;
