import { readFile } from 'node:fs/promises';
import { imageSize } from 'image-size';
import { FILES_URL_PATH, parseFileName, storedPath } from '../files';
import { type DocxImage, type DocxImages, imageSources } from './richTextDocx';

/** The kinds of the files module a Word document embeds; webp and svg are not among them. */
const EMBEDDED: Record<string, DocxImage['type']> = { png: 'png', jpg: 'jpg', gif: 'gif' };

/**
 * The images rich text shows, read from the files module with their size, for a document built in a
 * worker (which touches no storage). An image whose file is gone, or of a kind Word does not embed,
 * is left out: the document shows IMAGE_NOT_EMBEDDED in its place.
 */
export async function richTextImages(htmls: string[]): Promise<DocxImages> {
  const images: DocxImages = {};
  for (const src of new Set(htmls.flatMap(imageSources))) {
    const name = src.startsWith(FILES_URL_PATH) ? parseFileName(src.slice(FILES_URL_PATH.length)) : undefined;
    const type = name && EMBEDDED[name.ext];
    if (!name || !type) continue;
    const data = await readFile(storedPath(name)).catch(() => undefined);
    if (!data) continue;
    const size = imageSize(data);
    if (!size.width || !size.height) continue;
    images[src] = { type, data: new Uint8Array(data), width: size.width, height: size.height };
  }
  return images;
}
