import { t } from '../i18n/zh-CN';
/** What the media upload answers (spec: path and originalName), with its kind: 1 image, 2 video. */
export interface UploadedMedia {
  path: string;
  originalName: string;
  type: number;
}

/**
 * Uploads one image or video to the caller's community upload address with progress (0–100). The
 * one call of the web that is not GraphQL: a 200 MB video streams to the files module as multipart,
 * not as base64 inside a GraphQL body (docs/decisions.md, Community posts).
 */
export function uploadMedia(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<UploadedMedia>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedMedia>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-requested-with', 'school-web');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { code: number; msg: string; data: UploadedMedia } | null;
      if (xhr.status === 200 && body?.code === 0) resolve(body.data);
      else reject(new Error(body?.msg || t('uploadFailed')));
    };
    xhr.onerror = () => reject(new Error(t('networkErrorPleaseTryAgain')));
    xhr.onabort = () => reject(new Error(t('uploadCancelled')));
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
