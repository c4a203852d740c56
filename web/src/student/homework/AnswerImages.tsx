import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, useRef, useState } from 'react';
import { errorMessage } from '../../shared/graphqlErrors';
import { t } from '../i18n/zh-CN';
import { ANSWER_IMAGES_MAX } from './answerCodec';
import { resizedForUpload, uploadAnswerImage } from './answerImage';

interface Upload {
  key: number;
  name: string;
  percent: number;
}

/**
 * A short answer's images: taken with the camera or chosen from the gallery, resized in the browser,
 * uploaded with progress, at most 9; each can be removed.
 */
export function AnswerImages({
  questionId,
  images,
  disabled,
  onAdded,
  onRemove,
}: {
  questionId: string;
  images: readonly string[];
  disabled: boolean;
  onAdded: (path: string) => void;
  onRemove: (index: number) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const nextKey = useRef(0);
  const room = ANSWER_IMAGES_MAX - images.length - uploads.length;

  const send = async (file: File) => {
    const key = nextKey.current++;
    setUploads((u) => [...u, { key, name: file.name, percent: 0 }]);
    const progress = (percent: number) =>
      setUploads((u) => u.map((x) => (x.key === key ? { ...x, percent } : x)));
    try {
      const path = await uploadAnswerImage(await resizedForUpload(file), progress);
      onAdded(path);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploads((u) => u.filter((x) => x.key !== key));
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    setFailure(null);
    for (const file of files) void send(file);
  };
  const full = room <= 0;
  return (
    <div className="student-images">
      <ul className="student-images__grid">
        {images.map((url, i) => (
          <li key={url + String(i)} className="student-images__item">
            <img src={url} alt={t('answerImageAlt', { n: i + 1 })} />
            {!disabled && (
              <button
                type="button"
                className="student-images__remove"
                aria-label={t('removeImage', { n: i + 1 })}
                onClick={() => onRemove(i)}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
        {uploads.map((u) => (
          <li key={u.key} className="student-images__item student-images__item--uploading">
            <span>{t('uploading', { percent: u.percent })}</span>
            <ProgressBar
              value={u.percent}
              showValue={false}
              aria-label={t('uploading', { percent: u.percent })}
            />
          </li>
        ))}
      </ul>
      {!disabled && (
        <div className="student-images__pick">
          <label
            className={`student-pick p-button p-component p-button-outlined${full ? ' p-disabled' : ''}`}
          >
            <i className="pi pi-camera" aria-hidden="true" />
            <span>{t('takePhoto')}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              disabled={full}
              data-testid={`camera-${questionId}`}
              onChange={chosen}
            />
          </label>
          <label
            className={`student-pick p-button p-component p-button-outlined${full ? ' p-disabled' : ''}`}
          >
            <i className="pi pi-images" aria-hidden="true" />
            <span>{t('fromGallery')}</span>
            <input
              type="file"
              accept="image/*"
              multiple
              disabled={full}
              data-testid={`gallery-${questionId}`}
              onChange={chosen}
            />
          </label>
          <span className="student-images__count">
            {t('imagesCount', { n: images.length, max: ANSWER_IMAGES_MAX })}
          </span>
        </div>
      )}
      {failure && (
        <p className="student-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
