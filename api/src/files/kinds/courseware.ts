/**
 * The kinds of courseware files (spec section 5): documents, presentations, archives, audio and video,
 * told by their first bytes. Some containers hold more than one of the spec's formats (an ISO media
 * file may be mp4, m4v, m4a or mov; an Ogg file audio or video; a zip a docx, a pptx or a plain
 * archive): the first bytes name the family, the client's extension picks within it, and
 * `containers.ts` reads zip and OLE files' structure to tell which office format they really are.
 */
export const COURSEWARE_FILE_KINDS = {
  pdf: { mime: 'application/pdf', image: false, inline: true },
  doc: { mime: 'application/msword', image: false, inline: false },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
    inline: false,
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', image: false, inline: false },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    image: false,
    inline: false,
  },
  xls: { mime: 'application/vnd.ms-excel', image: false, inline: false },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    image: false,
    inline: false,
  },
  zip: { mime: 'application/zip', image: false, inline: false },
  mp3: { mime: 'audio/mpeg', image: false, inline: true },
  wav: { mime: 'audio/wav', image: false, inline: true },
  wma: { mime: 'audio/x-ms-wma', image: false, inline: true },
  aac: { mime: 'audio/aac', image: false, inline: true },
  flac: { mime: 'audio/flac', image: false, inline: true },
  m4a: { mime: 'audio/mp4', image: false, inline: true },
  oga: { mime: 'audio/ogg', image: false, inline: true },
  opus: { mime: 'audio/ogg', image: false, inline: true },
  mp4: { mime: 'video/mp4', image: false, inline: true },
  '3gp': { mime: 'video/3gpp', image: false, inline: true },
  '3g2': { mime: 'video/3gpp2', image: false, inline: true },
  mpg: { mime: 'video/mpeg', image: false, inline: true },
  mpeg: { mime: 'video/mpeg', image: false, inline: true },
  avi: { mime: 'video/x-msvideo', image: false, inline: true },
  flv: { mime: 'video/x-flv', image: false, inline: true },
  wmv: { mime: 'video/x-ms-wmv', image: false, inline: true },
  h264: { mime: 'video/h264', image: false, inline: true },
  m4v: { mime: 'video/x-m4v', image: false, inline: true },
  mj2: { mime: 'video/mj2', image: false, inline: true },
  mov: { mime: 'video/quicktime', image: false, inline: true },
  qt: { mime: 'video/quicktime', image: false, inline: true },
  ogg: { mime: 'video/ogg', image: false, inline: true },
  ogv: { mime: 'video/ogg', image: false, inline: true },
  rm: { mime: 'application/vnd.rn-realmedia', image: false, inline: true },
  rmvb: { mime: 'application/vnd.rn-realmedia-vbr', image: false, inline: true },
  webm: { mime: 'video/webm', image: false, inline: true },
} as const;

export type CoursewareFileExt = keyof typeof COURSEWARE_FILE_KINDS;

/** A container family: the formats its first bytes allow, the first being the one kept when the name says none of them. */
export type Family = readonly CoursewareFileExt[];

export const ZIP_FAMILY: Family = ['zip', 'docx', 'pptx', 'xlsx'];
export const OLE_FAMILY: Family = ['doc', 'ppt', 'xls'];
const ISO_MEDIA: Family = ['mp4', 'm4v', 'm4a', 'mov', 'qt', '3gp', '3g2'];

const at = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, text: string, offset = 0) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;

const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function isoMediaFamily(head: Buffer): Family | undefined {
  if (head.length < 12) return undefined;
  const box = head.toString('latin1', 4, 8);
  if (box === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'M4A ' || brand === 'M4B ') return ['m4a', 'mp4'];
    if (brand === 'qt  ') return ['mov', 'qt'];
    if (brand.startsWith('3gp')) return ['3gp', 'mp4'];
    if (brand.startsWith('3g2')) return ['3g2', '3gp', 'mp4'];
    if (brand === 'mjp2' || brand === 'mj2s') return ['mj2'];
    return ISO_MEDIA;
  }
  // Old QuickTime files start with their movie or media box.
  if (['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(box)) return ['mov', 'qt'];
  return undefined;
}

/** The family of a courseware file from its first bytes (at least 16), or undefined for anything else. */
export function coursewareFamily(head: Buffer): Family | undefined {
  if (ascii(head, '%PDF-')) return ['pdf'];
  if (at(head, [0x50, 0x4b, 0x03, 0x04])) return ZIP_FAMILY;
  if (at(head, OLE)) return OLE_FAMILY;
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return ['wav'];
  if (ascii(head, 'RIFF') && ascii(head, 'AVI ', 8)) return ['avi'];
  if (at(head, ASF)) return ['wmv', 'wma'];
  if (ascii(head, 'OggS')) return ['ogg', 'ogv', 'oga', 'opus'];
  if (ascii(head, 'fLaC')) return ['flac'];
  if (ascii(head, 'FLV') && head[3] === 0x01) return ['flv'];
  if (ascii(head, '.RMF')) return ['rm', 'rmvb'];
  if (at(head, [0x1a, 0x45, 0xdf, 0xa3])) return ['webm'];
  if (at(head, [0x00, 0x00, 0x01, 0xba]) || at(head, [0x00, 0x00, 0x01, 0xb3])) return ['mpg', 'mpeg'];
  // Raw H.264 (Annex B): a start code, then an access unit delimiter or a sequence parameter set.
  if (
    (at(head, [0x00, 0x00, 0x00, 0x01]) && [0x09, 0x67, 0x27].includes(head[4] ?? -1)) ||
    (at(head, [0x00, 0x00, 0x01]) && [0x09, 0x67, 0x27].includes(head[3] ?? -1))
  )
    return ['h264'];
  if (ascii(head, 'ID3')) return ['mp3', 'aac'];
  const [b0, b1] = [head[0] ?? 0, head[1] ?? 0];
  // ADTS (AAC): twelve sync bits and layer 00; MPEG audio (MP3): eleven sync bits and a layer.
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return ['aac'];
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 0x03) !== 0) return ['mp3'];
  return isoMediaFamily(head);
}

/** Within a family, the format the client's extension names, or the family's first. */
export const pickInFamily = (family: Family, declaredExt: string): CoursewareFileExt =>
  (family as readonly string[]).includes(declaredExt)
    ? (declaredExt as CoursewareFileExt)
    : (family[0] as CoursewareFileExt);
