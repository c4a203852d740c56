import { useMutation, useQuery } from '@apollo/client/react';
import {
  firstRefusal,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  type MeetingDraft,
  meetingDraftRules,
} from '@school/machines';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo } from '../app/routes/routeTo';
import { useFormGuard } from '../shared/form/useFormGuard';
import { errorMessage } from '../shared/graphqlErrors';
import { isoToSeconds, nowSeconds, secondsToIso } from '../shared/schoolTime';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { SchoolDateTimeInput } from '../shared/ui/SchoolDateInputs';
import { classMeetingQuery, createClassMeetingMutation, updateClassMeetingMutation } from './operations';
import './meetings.css';
import { t } from './i18n/zh-CN';

const EMPTY: MeetingDraft = { meetingName: '', startTime: null, endTime: null, teacherName: '', roomId: '' };

/** AddClassMeeting (query class_id, and id when editing): name, start and end, speaker, room or video ID. */
export default function AddClassMeetingScreen({ params }: { params: { class_id: number; id?: number } }) {
  const navigate = useNavigate();
  const editing = params.id !== undefined;
  const { data, loading, error } = useQuery(classMeetingQuery, {
    variables: { id: String(params.id ?? 0) },
    skip: !editing,
  });
  const [draft, setDraft] = useState<MeetingDraft>(EMPTY);
  const [loaded, setLoaded] = useState<MeetingDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, creating] = useMutation(createClassMeetingMutation);
  const [update, updating] = useMutation(updateClassMeetingMutation);

  useEffect(() => {
    const m = data?.classMeeting;
    if (!m) return;
    const next = {
      meetingName: m.name,
      startTime: isoToSeconds(m.startTime),
      endTime: isoToSeconds(m.endTime),
      teacherName: m.speaker,
      roomId: m.roomId,
    };
    setDraft(next);
    setLoaded(next);
  }, [data]);

  const saving = creating.loading || updating.loading;
  const changed = !saving && JSON.stringify(draft) !== JSON.stringify(loaded);
  const guard = useFormGuard(changed);
  const back = (notice?: string) =>
    void navigate(routeTo('ClassDetail', { id: params.class_id, tab: 'meeting' }), {
      state: notice ? { notice } : null,
    });

  if (editing && loading && !data) return <PageLoading />;
  if (editing && error && !data) return <p role="alert">{errorMessage(error)}</p>;

  // The server's rule table, asked here for the first failing field's message.
  const refusal = firstRefusal(meetingDraftRules, { draft, now: nowSeconds() });
  const shown = submitted ? refusal?.message : undefined;
  const set = (patch: Partial<MeetingDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (refusal) return;
    const input = {
      name: draft.meetingName,
      startTime: draft.startTime === null ? null : secondsToIso(draft.startTime),
      endTime: draft.endTime === null ? null : secondsToIso(draft.endTime),
      speaker: draft.teacherName,
      roomId: draft.roomId,
    };
    try {
      if (editing) await update({ variables: { id: String(params.id), input } });
      else await create({ variables: { classId: String(params.class_id), input } });
      setLoaded(draft);
      back(editing ? MEETING_MESSAGES.updated : MEETING_MESSAGES.created);
    } catch (err) {
      setServerError(errorMessage(err));
    }
  };

  return (
    <section className="meeting-edit" aria-label={editing ? t('editClassMeeting') : t('addClassMeeting')}>
      {guard}
      <PageHeader title={editing ? t('editClassMeeting') : t('addClassMeeting')} onBack={() => back()} />
      <form className="meeting-form" onSubmit={save} noValidate>
        <label htmlFor="meeting-name">{t('meetingName')}</label>
        <InputText
          id="meeting-name"
          value={draft.meetingName}
          maxLength={MEETING_LIMITS.nameMax}
          placeholder={MEETING_MESSAGES.enterName}
          onChange={(e) => set({ meetingName: e.target.value })}
        />
        <label htmlFor="meeting-start">{t('startTime')}</label>
        <SchoolDateTimeInput
          inputId="meeting-start"
          value={draft.startTime}
          minSeconds={nowSeconds()}
          placeholder={MEETING_MESSAGES.chooseStart}
          onChange={(startTime) => set({ startTime })}
        />
        <label htmlFor="meeting-end">{t('endTime')}</label>
        <SchoolDateTimeInput
          inputId="meeting-end"
          value={draft.endTime}
          minSeconds={nowSeconds()}
          placeholder={MEETING_MESSAGES.chooseEnd}
          onChange={(endTime) => set({ endTime })}
        />
        <label htmlFor="meeting-speaker">{t('presenter')}</label>
        <InputText
          id="meeting-speaker"
          value={draft.teacherName}
          maxLength={MEETING_LIMITS.speakerMax}
          placeholder={MEETING_MESSAGES.enterSpeaker}
          onChange={(e) => set({ teacherName: e.target.value })}
        />
        <label htmlFor="meeting-room">{t('roomNumberVideoId')}</label>
        <InputText
          id="meeting-room"
          value={draft.roomId}
          maxLength={MEETING_LIMITS.roomIdMax}
          placeholder={MEETING_MESSAGES.enterRoomId}
          onChange={(e) => set({ roomId: e.target.value })}
        />
        {(shown || serverError) && (
          <p className="field-error" role="alert">
            {shown ?? serverError}
          </p>
        )}
        <div className="meeting-form__footer">
          <Button type="button" label={t('back')} severity="secondary" outlined onClick={() => back()} />
          <Button type="submit" label={t('ok')} loading={saving} />
        </div>
      </form>
    </section>
  );
}
