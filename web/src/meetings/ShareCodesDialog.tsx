import { useQuery } from '@apollo/client/react';
import { MEETING_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { errorMessage } from '../shared/graphqlErrors';
import { meetingJoinCodesQuery } from './operations';
import './meetings.css';

const ROWS = [
  ['teacherCode', '老师参会码'],
  ['assistantCode', '助教参会码'],
  ['studentCode', '学员参会码'],
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
      onCopied('复制失败，请手动复制', false);
    }
  };
  return (
    <Dialog header="分享参会码" visible={meetingId !== null} onHide={onHide} style={{ width: '460px' }}>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {loading && <p aria-busy="true">加载中…</p>}
      {codes && (
        <dl className="share-codes">
          {ROWS.map(([key, label]) => (
            <div key={key} className="share-codes__row">
              <dt>{label}</dt>
              <dd>
                <code data-testid={`code-${key}`}>{codes[key]}</code>
                <Button
                  type="button"
                  label="复制"
                  size="small"
                  outlined
                  aria-label={`复制${label}`}
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
