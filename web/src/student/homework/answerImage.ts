import { UserFacingError } from '../../shared/graphqlErrors';
import { t } from '../i18n/zh-CN';

/** The longest side an answer photo is sent at; a phone's 4000 px photo is resized in the browser. */
export const IMAGE_LONG_SIDE = 1600;
/** A photo already this small (and within the long side) is sent as it is. */
const SMALL_BYTES = 600 * 1024;

/** The size an image of these pixels is sent at: within the long side, never enlarged. */
export function fitWithin(w: number, h: number, longSide = IMAGE_LONG_SIDE): { w: number; h: number } {
  const scale = Math.min(1, longSide / Math.max(w, h));
  return { w: Math.max(1, Math.round(w * scale)), h: Math.max(1, Math.round(h * scale)) };
}

/** The photo as it is sent: resized to the long side and re-encoded as JPEG when it is large. */
export async function resizedForUpload(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    if (size.w === bitmap.width && size.h === bitmap.height && file.size <= SMALL_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.w;
    canvas.height = size.h;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.w, size.h);
    context.drawImage(bitmap, 0, 0, size.w, size.h);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}

/**
 * Uploads one file of the student's (multipart field `file`) to a files-module address with progress
 * (0–100), answering what the address answers. A file travels as multipart, not inside a GraphQL body
 * (docs/decisions.md).
 */
export function uploadStudentFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  const xhr = new XMLHttpRequest();
  return new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-requested-with', 'school-web');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { code: number; msg: string; data: T } | null;
      if (xhr.status === 200 && body?.code === 0) resolve(body.data);
      else reject(new UserFacingError(body?.msg || t('uploadFailed')));
    };
    xhr.onerror = () => reject(new UserFacingError(t('networkLost')));
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads one answer image to the student's upload (`POST /api/app/public/file`), answering its path. */
export async function uploadAnswerImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { path } = await uploadStudentFile<{ path: string }>('/api/app/public/file', file, onProgress);
  return path;
}
