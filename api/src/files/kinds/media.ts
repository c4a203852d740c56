/**
 * The community's media kinds: SVG images and the post video formats (mp4, avi, flv, wmv, mov, rmvb),
 * each told by its first bytes. An SVG is served like every stored file, with a sandboxing CSP and
 * `nosniff`, so a script inside it never runs, whether shown in an `<img>` or opened on its own.
 */
export const MEDIA_KINDS = {
  svg: { mime: 'image/svg+xml', image: true },
  mp4: { mime: 'video/mp4', image: false },
  mov: { mime: 'video/quicktime', image: false },
  avi: { mime: 'video/x-msvideo', image: false },
  flv: { mime: 'video/x-flv', image: false },
  wmv: { mime: 'video/x-ms-wmv', image: false },
  rmvb: { mime: 'application/vnd.rn-realmedia-vbr', image: false },
} as const;

export type MediaExt = keyof typeof MEDIA_KINDS;

const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

const ASF_GUID = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];

/**
 * Whether the text at the start of a file opens an SVG document: after a byte-order mark, white space,
 * an XML declaration, comments and a doctype, the first element is `<svg`.
 */
function isSvg(head: Buffer): boolean {
  let text = head.toString('utf8').replace(/^\uFEFF/, '');
  for (;;) {
    const before = text;
    text = text
      .replace(/^\s+/, '')
      .replace(/^<\?xml[^>]*\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE\s+svg[^>]*>/i, '');
    if (text === before) break;
  }
  return /^<svg[\s>]/.test(text);
}

/** The media kind of a file from its first bytes, or undefined. */
export function sniffMedia(head: Buffer): MediaExt | undefined {
  if (ascii(head, 4, 'ftyp')) return ascii(head, 8, 'qt  ') ? 'mov' : 'mp4';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (ascii(head, 0, 'FLV') && head[3] === 0x01) return 'flv';
  if (ASF_GUID.every((b, i) => head[i] === b)) return 'wmv';
  if (ascii(head, 0, '.RMF')) return 'rmvb';
  if (isSvg(head)) return 'svg';
  return undefined;
}
