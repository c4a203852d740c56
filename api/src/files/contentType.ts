import { COURSEWARE_FILE_KINDS } from './kinds/courseware';
import { MEDIA_KINDS, sniffMedia } from './kinds/media';

/** The kinds of file the files module keeps, told by their first bytes, never by name or declared type. */
export const FILE_KINDS = {
  png: { mime: 'image/png', image: true },
  jpg: { mime: 'image/jpeg', image: true },
  gif: { mime: 'image/gif', image: true },
  webp: { mime: 'image/webp', image: true },
  // Video formats both name keep the courseware shape (served inline); svg comes from the media kinds.
  ...MEDIA_KINDS,
  ...COURSEWARE_FILE_KINDS,
} as const;

export type FileExt = keyof typeof FILE_KINDS;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The kind of a raster image (png, jpg, gif, webp) from its first bytes, or undefined. */
export function sniffRasterImage(head: Buffer): FileExt | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (
    startsWith(head, [0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

/** The kind of a file from its first bytes (at least 12), or undefined for anything we do not keep. */
export function sniff(head: Buffer): FileExt | undefined {
  return sniffRasterImage(head) ?? sniffMedia(head);
}
