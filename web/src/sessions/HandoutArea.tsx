import type { SessionScreenEvent } from '@school/machines';
import { Tag } from 'primereact/tag';
import type { LessonSessionFieldsFragment } from '../generated/graphql';
import { ActionButton } from '../shared/ui/ActionButton';
import { t } from './i18n/zh-CN';
import { FILE_STATUS_SEVERITY } from './sessionLabels';

/** The handout: its review state, the file, the reason of a rejection, and upload or review. */
export function HandoutArea({
  session,
  send,
}: {
  session: LessonSessionFieldsFragment;
  send: (event: SessionScreenEvent) => void;
}) {
  const { handout, abilities } = session;
  return (
    <section className="session-card" aria-label={t('handout')}>
      <div className="session-card__head">
        <h2 className="session-card__title">{t('handout')}</h2>
        <Tag value={handout.statusLabel} severity={FILE_STATUS_SEVERITY[handout.fileStatus]} />
        <span className="session-card__actions">
          {abilities.uploadHandout.shown && (
            <ActionButton
              link={false}
              action={{
                label: handout.fileStatus === 'REJECTED' ? t('uploadAgain') : t('uploadHandout'),
                icon: 'pi pi-upload',
                ability: abilities.uploadHandout,
                onClick: () => send({ type: 'upload.open' }),
              }}
            />
          )}
          {abilities.reviewHandout.shown && (
            <>
              <ActionButton
                link={false}
                action={{
                  label: t('approve'),
                  icon: 'pi pi-check',
                  ability: abilities.reviewHandout,
                  onClick: () => send({ type: 'review.approve' }),
                }}
              />
              <ActionButton
                link={false}
                action={{
                  label: t('reject'),
                  icon: 'pi pi-times',
                  danger: true,
                  ability: abilities.reviewHandout,
                  onClick: () => send({ type: 'reject.open' }),
                }}
              />
            </>
          )}
        </span>
      </div>
      {handout.fileName ? (
        <p className="session-handout__file">
          <i className="pi pi-paperclip" aria-hidden="true" />{' '}
          <a href={handout.fileUrl} target="_blank" rel="noreferrer">
            {handout.fileName}
          </a>
        </p>
      ) : (
        <p className="session-card__empty">{t('noHandoutUploadedYet')}</p>
      )}
      {handout.fileStatus === 'REJECTED' && handout.remark && (
        <p className="session-handout__reason" role="note">
          {t.rich('reasonForRejection', { remark: handout.remark })}
        </p>
      )}
    </section>
  );
}
