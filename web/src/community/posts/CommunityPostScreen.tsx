import { useMutation, useQuery } from '@apollo/client/react';
import {
  COMMON_MESSAGES,
  COMMUNITY_IDENTITY,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  firstRefusal,
  IMAGE_EXTENSIONS,
  type PostDraft,
  postDraftRules,
  RESOURCE_TYPE,
  VIDEO_EXTENSIONS,
} from '@school/machines';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo, useNavigateTo } from '../../app/routes/routeTo';
import { useFormGuard } from '../../shared/form/useFormGuard';
import { errorMessage } from '../../shared/graphqlErrors';
import { useViewer } from '../../shared/session/viewer';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { type UploadedMedia, uploadMedia } from './mediaUpload';
import { createPostMutation, newCaptchaMutation, postFormQuery } from './operations';
import './posts.css';
import { t } from '../i18n/zh-CN';

/** One file of the post: uploading (with its progress), uploaded, or refused. */
interface Upload {
  key: string;
  name: string;
  bytes: number;
  progress: number;
  stored?: UploadedMedia;
  error?: string;
}

const extOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const asHtml = (text: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** CommunityPost: a new post with images or a video in one circle; then CommunityDetail. */
export default function CommunityPostScreen({
  params,
}: {
  params: { id: number; type: 1 | 2; origin?: number };
}) {
  const groupId = String(params.id);
  const isVideo = params.type === RESOURCE_TYPE.video;
  const viewer = useViewer();
  const navigate = useNavigate();
  const navigateTo = useNavigateTo();
  const ids = { plate: useId(), title: useId(), content: useId(), captcha: useId(), files: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const { data, loading, error } = useQuery(postFormQuery, { variables: { groupId } });
  const [newCaptcha, captcha] = useMutation(newCaptchaMutation);
  const [create, creating] = useMutation(createPostMutation);
  const [plateId, setPlateId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const form = data?.communityPostForm;
  const guard = useFormGuard(!posted && (title !== '' || content !== '' || uploads.length > 0));

  useEffect(() => {
    void newCaptcha();
  }, [newCaptcha]);

  if (loading && !form) return <PageLoading />;
  if (!form)
    return (
      <StatusPage
        icon="pi pi-comments"
        title={t('cannotPost')}
        description={error ? errorMessage(error) : COMMON_MESSAGES.circleNotFound}
      />
    );

  const kinds: readonly string[] = isVideo ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS;
  const addFiles = (files: File[]) => {
    setRefusal(null);
    const room = isVideo ? 1 - uploads.length : COMMUNITY_LIMITS.imagesMax - uploads.length;
    if (files.length > room) {
      setRefusal(isVideo ? COMMUNITY_MESSAGES.oneVideo : COMMUNITY_MESSAGES.tooManyImages);
      return;
    }
    for (const file of files) {
      if (!kinds.includes(extOf(file.name))) {
        setRefusal(isVideo ? COMMUNITY_MESSAGES.badVideoFormat : COMMUNITY_MESSAGES.badImageFormat);
        continue;
      }
      if (isVideo && file.size > COMMUNITY_LIMITS.videoBytesMax) {
        setRefusal(COMMUNITY_MESSAGES.videoTooLarge);
        continue;
      }
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const update = (patch: Partial<Upload>) =>
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
      setUploads((all) => [...all, { key, name: file.name, bytes: file.size, progress: 0 }]);
      const { done } = uploadMedia(form.uploadUrl, file, (progress) => update({ progress }));
      done.then(
        (stored) => update({ stored, progress: 100 }),
        (e: Error) => update({ error: e.message }),
      );
    }
  };

  const stored = uploads.filter((u) => u.stored);
  const busy = uploads.some((u) => !u.stored && !u.error);
  const submit = async () => {
    const identity = viewer.user.role === 'TEACHER' ? 'teacher' : 'assistant';
    const draft: PostDraft = {
      identity,
      member: form.member,
      resourceType: params.type,
      plateSwitch: form.plateSwitch,
      // The boards offered are those the server found open to the caller's identity.
      plate:
        plateId === null
          ? null
          : { whoCanPost: [COMMUNITY_IDENTITY[identity]], whoCanReplyPost: [], whoCanReplyComment: [] },
      title,
      content,
      captcha: answer,
      resources: stored.map((u) => ({ ext: extOf(u.stored?.path ?? ''), bytes: u.bytes })),
    };
    const refused = firstRefusal(postDraftRules, { draft });
    if (refused) return setRefusal(refused.message);
    if (busy) return setRefusal(t('aFileIsUploadingPlease'));
    setRefusal(null);
    try {
      const res = await create({
        variables: {
          input: {
            groupId,
            plateId,
            title,
            content: asHtml(content),
            resourceType: params.type,
            captcha: answer,
            key: captcha.data?.newCommunityCaptcha.key ?? '',
            resources: stored.map((u) => u.stored?.path ?? ''),
          },
        },
      });
      setPosted(true);
      const post = res.data?.createCommunityPost;
      if (post)
        void navigate(
          routeTo('CommunityDetail', {
            id: Number(post.id),
            group_id: Number(post.groupId),
            type: params.origin === 2 ? 2 : 1,
          }),
          { replace: true },
        );
    } catch (e) {
      // A captcha answers one check: a refused post needs a new one.
      setRefusal(errorMessage(e));
      setAnswer('');
      void newCaptcha();
    }
  };

  return (
    <section className="community-compose" aria-label={t('newPost')}>
      {guard}
      <PageHeader
        title={t('newPost2', { groupName: form.groupName })}
        onBack={() => navigateTo('MemberCommunity', { tab: 3 })}
      />
      {!form.member && <p className="p-error">{COMMUNITY_MESSAGES.joinFirst}</p>}
      <form
        className="compose-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {form.plateSwitch && (
          <div className="compose-form__field">
            <label htmlFor={ids.plate}>{t('section')}</label>
            <Dropdown
              inputId={ids.plate}
              value={plateId}
              options={form.plates.map((p) => ({ label: p.name, value: p.id }))}
              placeholder={COMMUNITY_MESSAGES.choosePlate}
              onChange={(e) => setPlateId(e.value as string)}
            />
          </div>
        )}
        <div className="compose-form__field">
          <label htmlFor={ids.title}>{t('topic')}</label>
          <InputText
            id={ids.title}
            value={title}
            maxLength={COMMUNITY_LIMITS.titleMax}
            placeholder={COMMUNITY_MESSAGES.enterTitle}
            onChange={(e) => setTitle(e.target.value)}
          />
          <small className="compose-form__count">
            {[...title].length}/{COMMUNITY_LIMITS.titleMax}
          </small>
        </div>
        <div className="compose-form__field">
          <label htmlFor={ids.content}>{t('content')}</label>
          <InputTextarea
            id={ids.content}
            value={content}
            rows={6}
            autoResize
            placeholder={COMMUNITY_MESSAGES.enterContent}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <div className="compose-form__field">
          <label htmlFor={ids.files}>{isVideo ? t('video') : t('images')}</label>
          <div className="compose-media">
            {uploads.map((u) => (
              <div
                key={u.key}
                className={`compose-media__item${u.error ? ' is-failed' : ''}`}
                data-testid="upload"
              >
                {u.stored && !isVideo ? (
                  <img src={u.stored.path} alt={u.name} />
                ) : (
                  <span className="compose-media__name">{u.name}</span>
                )}
                {!u.stored && !u.error && (
                  <ProgressBar value={u.progress} className="compose-media__progress" />
                )}
                {u.error && <small className="p-error">{u.error}</small>}
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  size="small"
                  aria-label={t('remove', { name: u.name })}
                  onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
                />
              </div>
            ))}
            {(isVideo ? uploads.length < 1 : uploads.length < COMMUNITY_LIMITS.imagesMax) && (
              <Button
                type="button"
                outlined
                icon="pi pi-plus"
                className="compose-media__add"
                label={isVideo ? t('uploadVideo') : t('uploadImages')}
                onClick={() => fileInput.current?.click()}
              />
            )}
            <input
              id={ids.files}
              ref={fileInput}
              type="file"
              hidden
              multiple={!isVideo}
              accept={kinds.map((k) => `.${k}`).join(',')}
              data-testid="media-input"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                addFiles(files);
              }}
            />
          </div>
          <small className="community-muted">
            {isVideo
              ? t('acceptsUpTo200mb', { value: VIDEO_EXTENSIONS.join(t('text2')) })
              : t('acceptsAtMost', {
                  value: IMAGE_EXTENSIONS.join(t('text2')),
                  imagesMax: COMMUNITY_LIMITS.imagesMax,
                })}
          </small>
        </div>
        <div className="compose-form__field">
          <label htmlFor={ids.captcha}>{t('verificationCode')}</label>
          <div className="compose-captcha">
            <InputText
              id={ids.captcha}
              value={answer}
              maxLength={8}
              placeholder={COMMUNITY_MESSAGES.enterCaptcha}
              onChange={(e) => setAnswer(e.target.value)}
            />
            {captcha.data && (
              <button
                type="button"
                className="compose-captcha__image"
                title={t('canTReadItGet')}
                onClick={() => void newCaptcha()}
              >
                <img src={captcha.data.newCommunityCaptcha.img} alt={t('verificationCode')} />
              </button>
            )}
          </div>
        </div>
        {refusal && (
          <p className="p-error" role="alert">
            {refusal}
          </p>
        )}
        <div className="compose-form__actions">
          <Button type="submit" label={t('publish')} loading={creating.loading} />
        </div>
      </form>
    </section>
  );
}
