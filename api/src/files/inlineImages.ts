import { tooLarge } from '../shared/errors';
import { fileUrl } from './fileUrl';
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from './limits';
import { storeBytes } from './storage';

const INLINE = /data:image\/(?:png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/=\s]+)/g;
/** At most this many pasted images in one field. */
const INLINE_MAX = 50;

/**
 * Images pasted into the editor arrive inline (`data:image/png;base64,…`): each is stored in the
 * files module and its address put in its place, so rich text only ever points at our files. An
 * inline image whose bytes are not a kept image kind is refused.
 */
export async function storeInlineImages(html: string): Promise<string> {
  const found = [...html.matchAll(INLINE)];
  if (found.length === 0) return html;
  if (found.length > INLINE_MAX) throw tooLarge(`一次最多粘贴${INLINE_MAX}张图片`);
  const urls = new Map<string, string>();
  for (const match of found) {
    if (urls.has(match[0])) continue;
    const data = Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64');
    if (data.length > IMAGE_MAX_BYTES) throw tooLarge('上传文件过大');
    urls.set(match[0], fileUrl(await storeBytes(data, IMAGE_KINDS)));
  }
  return html.replace(INLINE, (uri) => urls.get(uri) ?? '');
}
