import { useMutation, useQuery } from '@apollo/client/react';
import { ANNOUNCEMENT_LIMITS, announcementDraftRules, COMMON_MESSAGES, firstRefusal } from '@school/machines';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo } from '../app/routes/routeTo';
import { useFormGuard } from '../shared/form/useFormGuard';
import { errorMessage } from '../shared/graphqlErrors';
import { RichTextEditor } from '../shared/richText/RichTextEditor';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { announcementQuery, publishAnnouncementMutation, updateAnnouncementMutation } from './operations';
import './announcements.css';
import { t } from './i18n/zh-CN';

interface Draft {
  title: string;
  content: string;
}

/** PostNotice (query id for edit, class_id): title, rich-text content, confirm and back. */
export default function PostNoticeScreen({ params }: { params: { id?: number; class_id: number } }) {
  const navigate = useNavigate();
  const editing = params.id !== undefined;
  const { data, loading, error } = useQuery(announcementQuery, {
    variables: { id: String(params.id ?? 0) },
    skip: !editing,
  });
  const [draft, setDraft] = useState<Draft>({ title: '', content: '' });
  const [loaded, setLoaded] = useState<Draft>({ title: '', content: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [publish, publishing] = useMutation(publishAnnouncementMutation);
  const [update, updating] = useMutation(updateAnnouncementMutation);

  useEffect(() => {
    const a = data?.announcement;
    if (!a) return;
    const next = { title: a.title, content: a.content };
    setDraft(next);
    setLoaded(next);
  }, [data]);

  const saving = publishing.loading || updating.loading;
  const changed = !saving && (draft.title !== loaded.title || draft.content !== loaded.content);
  const guard = useFormGuard(changed);
  const back = (notice?: string) =>
    void navigate(routeTo('ClassDetail', { id: params.class_id, tab: 'announcement' }), {
      state: notice ? { notice } : null,
    });

  if (editing && loading && !data) return <PageLoading />;
  if (editing && error && !data) return <p role="alert">{errorMessage(error)}</p>;

  // The rule table of the server, asked here for the fields' messages.
  const refusal = firstRefusal(announcementDraftRules, draft);
  const titleError = submitted && refusal && announcementDraftRules.findIndex((r) => !r.holds(draft)) < 2;
  const contentError = submitted && refusal && !titleError;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (refusal) return;
    try {
      if (editing) {
        await update({ variables: { id: String(params.id), classId: String(params.class_id), ...draft } });
        setLoaded(draft);
        back(COMMON_MESSAGES.edited);
      } else {
        await publish({ variables: { classId: String(params.class_id), ...draft } });
        setLoaded(draft);
        back(COMMON_MESSAGES.added);
      }
    } catch (err) {
      setServerError(errorMessage(err));
    }
  };

  return (
    <section className="post-notice" aria-label={editing ? t('editAnnouncement') : t('publishAnnouncement')}>
      {guard}
      <PageHeader title={editing ? t('editAnnouncement') : t('publishAnnouncement')} onBack={() => back()} />
      <form className="post-notice__form" onSubmit={save} noValidate>
        <div className="post-notice__field">
          <label htmlFor="notice-title">{t('title')}</label>
          <InputText
            id="notice-title"
            value={draft.title}
            maxLength={ANNOUNCEMENT_LIMITS.titleMax}
            placeholder={COMMON_MESSAGES.enter}
            invalid={Boolean(titleError)}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          <span className="post-notice__counter">
            {[...draft.title].length}/{ANNOUNCEMENT_LIMITS.titleMax}
          </span>
          {titleError && <small className="field-error">{refusal?.message}</small>}
        </div>
        <div className="post-notice__field">
          <label htmlFor="notice-content">{t('content')}</label>
          <RichTextEditor
            id="notice-content"
            label={t('content')}
            value={draft.content}
            placeholder={COMMON_MESSAGES.enter}
            invalid={Boolean(contentError)}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
          />
          {contentError && <small className="field-error">{refusal?.message}</small>}
        </div>
        {serverError && (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="post-notice__footer">
          <Button type="button" label={t('back')} severity="secondary" outlined onClick={() => back()} />
          <Button type="submit" label={t('ok')} loading={saving} />
        </div>
      </form>
    </section>
  );
}
