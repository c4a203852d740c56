import { useQuery } from '@apollo/client/react';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { errorMessage } from '../shared/graphqlErrors';
import { t } from './i18n/zh-CN';
import { coursewarePreviewQuery } from './operations';

/**
 * A courseware's preview (courseWare/preview/info answers where its file opens): images, audio and
 * video play in the dialog (video can be scrubbed: the file is served with byte ranges); a PDF opens
 * in a new tab; office files download. Loaded only when a preview is asked for.
 */
export default function PreviewDialog({
  fid,
  name,
  onHide,
}: {
  fid: string;
  name: string;
  onHide: () => void;
}) {
  const { data, error } = useQuery(coursewarePreviewQuery, { variables: { fid } });
  const preview = data?.coursewarePreview;
  const kind = preview?.mime.split('/')[0];
  return (
    <Dialog header={t('preview', { name })} visible onHide={onHide} style={{ width: '760px' }} maximizable>
      <div className="courseware-preview">
        {error && <p role="alert">{errorMessage(error)}</p>}
        {!preview && !error && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
        {preview && kind === 'video' && (
          // biome-ignore lint/a11y/useMediaCaption: teachers' own recordings come without captions
          <video src={preview.url} controls preload="metadata" aria-label={name} />
        )}
        {preview && kind === 'audio' && (
          // biome-ignore lint/a11y/useMediaCaption: teachers' own recordings come without captions
          <audio src={preview.url} controls preload="metadata" aria-label={name} />
        )}
        {preview && kind === 'image' && <img src={preview.url} alt={name} />}
        {preview && kind === 'application' && (
          <p className="courseware-preview__open">
            <i className="pi pi-file" aria-hidden="true" />
            {preview.inline ? t('thisCoursewareOpensInA') : t('thisFormatCannotBePreviewed')}
            <a
              href={preview.url}
              target="_blank"
              rel="noopener noreferrer"
              download={preview.inline ? undefined : name}
            >
              {preview.inline ? t('openInANewWindow') : t('downloadCourseware')}
            </a>
          </p>
        )}
      </div>
    </Dialog>
  );
}
