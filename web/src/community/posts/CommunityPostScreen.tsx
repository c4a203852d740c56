import { useMutation, useQuery } from '@apollo/client/react';
import {
  COMMON_MESSAGES,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  IMAGE_EXTENSIONS,
  POST_ORIGIN,
  RESOURCE_TYPE,
  VIDEO_EXTENSIONS,
} from '@school/machines';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo, useNavigateTo } from '../../app/routes/routeTo';
import { PostTextFields } from '../../shared/community/PostTextFields';
import { usePostComposer } from '../../shared/community/postComposer';
import { errorMessage } from '../../shared/graphqlErrors';
import { useViewer } from '../../shared/session/viewer';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { uploadMedia } from './mediaUpload';
import { createPostMutation, newCaptchaMutation, postFormQuery } from './operations';
import './posts.css';
import { t } from '../i18n/zh-CN';

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
  const ids = { captcha: useId(), files: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const { data, loading, error } = useQuery(postFormQuery, { variables: { groupId } });
  const [newCaptcha, captcha] = useMutation(newCaptchaMutation);
  const [create, creating] = useMutation(createPostMutation);
  const form = data?.communityPostForm;
  const composer = usePostComposer({
    identity: viewer.user.role === 'TEACHER' ? 'teacher' : 'assistant',
    form,
    isVideo,
    imagesMax: COMMUNITY_LIMITS.imagesMax,
    messages: {
      tooManyImages: COMMUNITY_MESSAGES.tooManyImages,
      waitForUploads: t('aFileIsUploadingPlease'),
    },
    upload: async (file, url, onProgress) => (await uploadMedia(url, file, onProgress).done).path,
    publish: async (post) => {
      const res = await create({
        variables: { input: { ...post, groupId, key: captcha.data?.newCommunityCaptcha.key ?? '' } },
      });
      const created = res.data?.createCommunityPost;
      if (created)
        void navigate(
          routeTo('CommunityDetail', {
            id: Number(created.id),
            group_id: Number(created.groupId),
            type:
              params.origin === POST_ORIGIN.generalCircle
                ? POST_ORIGIN.generalCircle
                : POST_ORIGIN.classCircle,
          }),
          { replace: true },
        );
    },
    renewCaptcha: () => void newCaptcha(),
  });
  const { fields, uploads, kinds } = composer;

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

  return (
    <section className="community-compose" aria-label={t('newPost')}>
      {composer.guard}
      <PageHeader
        title={t('newPost2', { groupName: form.groupName })}
        onBack={() => navigateTo('MemberCommunity', { tab: 3 })}
      />
      {!form.member && <p className="p-error">{COMMUNITY_MESSAGES.joinFirst}</p>}
      <form
        className="compose-form"
        onSubmit={(e) => {
          e.preventDefault();
          void composer.submit();
        }}
      >
        <PostTextFields
          fields={fields}
          plates={form.plateSwitch ? form.plates : null}
          labels={{ plate: t('section'), title: t('topic'), content: t('content') }}
          classes={{ field: 'compose-form__field', count: 'compose-form__count' }}
          contentRows={6}
        />
        <div className="compose-form__field">
          <label htmlFor={ids.files}>{isVideo ? t('video') : t('images')}</label>
          <div className="compose-media">
            {uploads.map((u) => (
              <div
                key={u.key}
                className={`compose-media__item${u.error ? ' is-failed' : ''}`}
                data-testid="upload"
              >
                {u.path && !isVideo ? (
                  <img src={u.path} alt={u.name} />
                ) : (
                  <span className="compose-media__name">{u.name}</span>
                )}
                {!u.path && !u.error && <ProgressBar value={u.percent} className="compose-media__progress" />}
                {u.error && <small className="p-error">{u.error}</small>}
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  size="small"
                  aria-label={t('remove', { name: u.name })}
                  onClick={() => composer.remove(u.key)}
                />
              </div>
            ))}
            {composer.room > 0 && (
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
              onChange={composer.choose}
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
              value={fields.answer}
              maxLength={8}
              placeholder={COMMUNITY_MESSAGES.enterCaptcha}
              onChange={(e) => fields.setAnswer(e.target.value)}
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
        {composer.refusal && (
          <p className="p-error" role="alert">
            {composer.refusal}
          </p>
        )}
        <div className="compose-form__actions">
          <Button type="submit" label={t('publish')} loading={creating.loading} />
        </div>
      </form>
    </section>
  );
}
