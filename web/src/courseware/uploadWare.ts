import type { UploadedWare } from '@school/machines';
import { t } from './i18n/zh-CN';

/**
 * Sends a courseware file to the files module (`POST /api/{prefix}/courseWare/upload`) with the
 * browser's session cookie, reporting progress. A file of up to 100 MB cannot travel inside a GraphQL
 * request, so this one call goes straight to the REST edge the files are served from; what it answers
 * (the stored file's path) is then saved through GraphQL. Answers an abort function.
 */
export function uploadWare(
  prefix: 'lector' | 'assistants',
  file: File,
  wareType: number,
  on: {
    progress: (share: number) => void;
    done: (file: UploadedWare) => void;
    failed: (message: string) => void;
  },
): () => void {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', `/api/${prefix}/courseWare/upload`);
  xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
  xhr.responseType = 'json';
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable && e.total > 0) on.progress(e.loaded / e.total);
  };
  xhr.onload = () => {
    const body = xhr.response as {
      code?: number;
      msg?: string;
      data?: { path: string; fid: string; originalName: string; ext: string; size: number };
    } | null;
    if (xhr.status === 200 && body?.code === 0 && body.data) {
      on.done({
        url: body.data.path,
        fid: body.data.fid,
        fileName: body.data.originalName,
        ext: body.data.ext,
        size: body.data.size,
      });
    } else on.failed(body?.msg || t('uploadFailed', { status: xhr.status }));
  };
  xhr.onerror = () => on.failed(t('networkErrorTheUploadFailed'));
  const form = new FormData();
  form.set('ware_type', String(wareType));
  form.set('file', file, file.name);
  xhr.send(form);
  return () => xhr.abort();
}

/** A file size for people: 12.3 MB, 850 KB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
