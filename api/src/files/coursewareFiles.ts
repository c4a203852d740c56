import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from '@school/machines';
import type { UploadedFile } from '../http/multipart';
import { invalid } from '../shared/errors';
import { type FileExt, sniffRasterImage } from './contentType';
import type { FileName } from './fileUrl';
import { inspectOle, inspectPdf, inspectZip } from './kinds/containers';
import { coursewareFamily, OLE_FAMILY, pickInFamily, ZIP_FAMILY } from './kinds/courseware';
import { storedPath, UNSUPPORTED_TYPE, uploadTmpDir } from './storage';

/** A courseware file kept by the files module: where it is, and what it really is. */
export interface StoredCourseware {
  name: FileName;
  size: number;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The real format of a courseware file on disk: its first bytes name a family (an image, a PDF, a
 * zip or OLE container, an audio or video container), containers are opened and read, and within a
 * family of look-alikes the name the client gave chooses. Anything else is refused.
 */
export async function coursewareKind(file: string, head: Buffer, originalName: string): Promise<FileExt> {
  const image = sniffRasterImage(head);
  if (image) return image;
  const family = coursewareFamily(head);
  if (!family) throw invalid(UNSUPPORTED_TYPE);
  if (family === ZIP_FAMILY) return inspectZip(file);
  if (family === OLE_FAMILY) return inspectOle(file);
  if (family[0] === 'pdf') return inspectPdf(file);
  return pickInFamily(family, extensionOf(originalName));
}

/** Moves an uploaded temporary file into the store once its content is known to be courseware. */
export async function adoptCoursewareUpload(file: UploadedFile): Promise<StoredCourseware> {
  let ext: FileExt;
  try {
    ext = await coursewareKind(file.path, file.head, file.originalName);
  } catch (error) {
    // A refused file leaves nothing behind, even before the answer is sent.
    await rm(file.path, { force: true });
    throw error;
  }
  const name = { sha256: file.sha256, ext };
  const target = storedPath(name);
  await mkdir(path.dirname(target), { recursive: true });
  if (await exists(target)) await rm(file.path, { force: true });
  else await rename(file.path, target);
  return { name, size: file.size };
}

/** Stores courseware bytes held in memory (the demo school's generated files), checked the same way. */
export async function storeCoursewareBytes(data: Buffer, originalName: string): Promise<StoredCourseware> {
  const dir = uploadTmpDir();
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, randomUUID());
  await writeFile(tmp, data);
  try {
    return await adoptCoursewareUpload({
      field: 'file',
      originalName,
      path: tmp,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      head: data.subarray(0, 64),
    });
  } finally {
    await rm(tmp, { force: true });
  }
}
