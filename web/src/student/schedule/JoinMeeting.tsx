import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../shared/graphqlErrors';
import { t } from '../i18n/zh-CN';
import { joinMeetingByCodeMutation } from '../operations';
import { clockOf } from './scheduleDays';

/** Join a live class meeting by the student code the teacher shared (请输入邀请码, 邀请码不正确 from the server). */
export function JoinMeeting() {
  const [code, setCode] = useState('');
  const [join, { data, error, loading, reset }] = useMutation(joinMeetingByCodeMutation);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await join({ variables: { code } });
    } catch {
      // The server's message is shown below.
    }
  };
  const joined = data?.joinMeetingByCode;
  return (
    <form className="student-join" onSubmit={(e) => void submit(e)} aria-labelledby="join-meeting-title">
      <h2 id="join-meeting-title" className="student-subtitle">
        {t('joinMeeting')}
      </h2>
      <label htmlFor="meeting-code" className="student-join__label">
        {t('meetingCode')}
      </label>
      <div className="student-join__row">
        <InputText
          id="meeting-code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('meetingCodePlaceholder')}
          onChange={(e) => {
            setCode(e.target.value);
            if (data || error) reset();
          }}
        />
        <button
          type="submit"
          className={`student-join__button p-button p-component${loading ? ' p-disabled' : ''}`}
          disabled={loading}
        >
          <span className="p-button-label">{t('join')}</span>
        </button>
      </div>
      {error && (
        <p className="student-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {joined && (
        <p className="student-join__joined" role="status">
          {t('joinedMeeting', {
            name: joined.meetingName,
            room: joined.roomId,
            start: clockOf(joined.startTime),
            end: clockOf(joined.endTime),
          })}
        </p>
      )}
    </form>
  );
}
