/**
 * What other domains may use of files: content types and limits, file addresses, storing bytes and
 * adopting uploads.
 */

export { FILE_KINDS, type FileExt, sniff } from './contentType';
export { adoptCoursewareUpload } from './coursewareFiles';
export { FILES_URL_PATH, fileUrl, isFileUrl, parseFileName } from './fileUrl';
export { IMAGE_KINDS, IMAGE_MAX_BYTES } from './limits';
export { adoptUpload, filesDir, storeBytes, storedPath } from './storage';
