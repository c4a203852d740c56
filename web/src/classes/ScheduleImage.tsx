import { useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from './i18n/zh-CN';

type Anchor = { x: number; y: number } | null;

/** A class's schedule image as a thumbnail; hovering or focusing it shows it enlarged beside it. */
export function ScheduleImage({ src, className }: { src: string; className: string }) {
  const [anchor, setAnchor] = useState<Anchor>(null);
  if (!src) return <span className="schedule-image__none">{t('notUploaded')}</span>;
  const show = (e: { currentTarget: HTMLElement }) => {
    const box = e.currentTarget.getBoundingClientRect();
    setAnchor({ x: box.right + 8, y: Math.max(8, Math.min(box.top - 120, window.innerHeight - 408)) });
  };
  return (
    <>
      <button
        type="button"
        className="schedule-image__thumb"
        aria-label={t('timetableHoverToEnlarge', { className })}
        onMouseEnter={show}
        onMouseLeave={() => setAnchor(null)}
        onFocus={show}
        onBlur={() => setAnchor(null)}
      >
        <img src={src} alt={t('timetable2', { className })} />
      </button>
      {anchor &&
        createPortal(
          <div className="schedule-image__large" style={{ left: anchor.x, top: anchor.y }} role="tooltip">
            <img src={src} alt={t('timetableEnlarged', { className })} />
          </div>,
          document.body,
        )}
    </>
  );
}

/** A schedule image is png, jpg, gif or webp, at most 5 MB (the server checks it by content again). */
export const SCHEDULE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const SCHEDULE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The file as base64 without its data-URL prefix. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
