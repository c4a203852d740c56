import { useQuery } from '@apollo/client/react';
import { MEETING_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { errorMessage } from '../shared/graphqlErrors';
import { meetingJoinCodesQuery } from './operations';
import './meetings.css';
import { t } from './i18n/zh-CN';

const ROWS = [
  ['teacherCode', t('teacherJoinCode')],
  ['assistantCode', t('assistantJoinCode')],
  ['studentCode', t('studentJoinCode')],
] as const;

/** The share dialog (460 px): the three join codes, each with a copy button (复制成功). */
export function ShareCodesDialog({
  meetingId,
  onHide,
  onCopied,
}: {
  meetingId: string | null;
  onHide: () => void;
  onCopied: (message: string, ok: boolean) => void;
}) {
  const { data, error, loading } = useQuery(meetingJoinCodesQuery, {
    variables: { id: meetingId ?? '0' },
    skip: meetingId === null,
  });
  const codes = data?.meetingJoinCodes;
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      onCopied(MEETING_MESSAGES.copied, true);
    } catch {
      onCopied(t('copyFailedPleaseCopyIt'), false);
    }
  };
  return (
    <Dialog
      header={t('shareJoinCodes')}
      visible={meetingId !== null}
      onHide={onHide}
      style={{ width: '460px' }}
    >
      {error && <p role="alert">{errorMessage(error)}</p>}
      {loading && <p aria-busy="true">{t('loading2')}</p>}
      {codes && (
        <dl className="share-codes">
          {ROWS.map(([key, label]) => (
            <div key={key} className="share-codes__row">
              <dt>{label}</dt>
              <dd>
                <code data-testid={`code-${key}`}>{codes[key]}</code>
                <Button
                  type="button"
                  label={t('copy2')}
                  size="small"
                  outlined
                  aria-label={t('copy', { label })}
                  onClick={() => void copy(codes[key])}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
