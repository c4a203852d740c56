import { FILE_KINDS, type FileExt } from './contentType';

/** Where the files module serves a stored file: `/api/files/<sha-256 of its bytes>.<ext>`. */
export const FILES_URL_PATH = '/api/files/';

const NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

export interface FileName {
  sha256: string;
  ext: FileExt;
}

export const fileUrl = ({ sha256, ext }: FileName) => `${FILES_URL_PATH}${sha256}.${ext}`;

/** A stored file's name (`<sha256>.<ext>`), or undefined when it cannot be one. */
export function parseFileName(name: string): FileName | undefined {
  const match = NAME.exec(name);
  if (!match || !Object.hasOwn(FILE_KINDS, match[2] as string)) return undefined;
  return { sha256: match[1] as string, ext: match[2] as FileExt };
}

/** Whether a URL is exactly the address of a file this module serves (no query, host or dot segments). */
export function isFileUrl(url: string): boolean {
  if (!url.startsWith(FILES_URL_PATH)) return false;
  return parseFileName(url.slice(FILES_URL_PATH.length)) !== undefined;
}
