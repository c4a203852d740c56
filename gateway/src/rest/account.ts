/** Shapes of the REST filter lists, image uploads and avatar upload of the staff screens, as the API answers them. */
import type { AccountRest } from '@school/api';

export type RestCommonFilter = AccountRest.CommonFilter;
export type RestImageUploaded = AccountRest.ImageUploaded;
export type RestFileUploaded = AccountRest.FileUploaded;
export type RestAvatarUploaded = AccountRest.AvatarUploaded;
