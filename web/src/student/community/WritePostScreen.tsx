import { useMutation, useQuery } from '@apollo/client/react';
import { COMMUNITY_MESSAGES, RESOURCE_TYPE } from '@school/machines';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PostTextFields } from '../../shared/community/PostTextFields';
import { usePostComposer } from '../../shared/community/postComposer';
import { errorMessage } from '../../shared/graphqlErrors';
import { StatusPage } from '../../shared/ui/StatusPage';
import { resizedForUpload, uploadStudentFile } from '../homework/answerImage';
import { t } from '../i18n/zh-CN';
import { createStudentPostMutation, newStudentCaptchaMutation, studentPostFormQuery } from './operations';

/** A post of the student app carries at most 9 images (the API takes 30: docs/decisions.md). */
export const STUDENT_POST_IMAGES_MAX = 9;

/**
 * 发帖: a post of text with up to 9 images or one video in one circle, the board when the circle has
 * boards, and the captcha. A refusal (the captcha's included) keeps everything written and uploaded and
 * shows a new captcha; a post that goes through opens it. A photo is resized on the phone before it goes.
 */
export function WritePostScreen() {
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const ids = { captcha: useId(), files: useId() };
  const { data, error, loading } = useQuery(studentPostFormQuery, { variables: { groupId } });
  const [newCaptcha, captcha] = useMutation(newStudentCaptchaMutation);
  const [create, creating] = useMutation(createStudentPostMutation);
  const [type, setType] = useState<number>(RESOURCE_TYPE.images);
  const form = data?.studentPostForm;
  const isVideo = type === RESOURCE_TYPE.video;
  const composer = usePostComposer({
    identity: 'student',
    form,
    isVideo,
    imagesMax: STUDENT_POST_IMAGES_MAX,
    messages: {
      tooManyImages: t('tooManyImages', { n: STUDENT_POST_IMAGES_MAX }),
      waitForUploads: t('waitForUploads'),
    },
    upload: async (file, url, onProgress) => {
      const sent = isVideo ? file : await resizedForUpload(file);
      const { path } = await uploadStudentFile<{ path: string }>(url, sent, onProgress);
      return path;
    },
    publish: async (post) => {
      const res = await create({
        variables: { input: { ...post, groupId, key: captcha.data?.newStudentCaptcha.key ?? '' } },
      });
      const created = res.data?.createStudentPost;
      if (created)
        void navigate(`/student/community/post/${created.id}`, { replace: true, state: { posted: true } });
    },
    renewCaptcha: () => void newCaptcha(),
  });
  const { fields, uploads, room, max, kinds } = composer;

  useEffect(() => {
    void newCaptcha();
  }, [newCaptcha]);

  if (!form)
    return loading ? (
      <div className="student-skeleton" aria-hidden="true" />
    ) : (
      <StatusPage
        icon="pi pi-comments"
        title={t('cannotPost')}
        description={error ? errorMessage(error) : COMMUNITY_MESSAGES.joinFirst}
      />
    );

  return (
    <section className="student-screen" aria-labelledby="write-title">
      {composer.guard}
      <Link className="student-back" to={`/student/community/circle/${form.groupId}`}>
        <i className="pi pi-angle-left" aria-hidden="true" /> {form.groupName}
      </Link>
      <h1 id="write-title" className="student-title">
        {t('writePostIn', { name: form.groupName })}
      </h1>
      {!form.member && (
        <p className="student-error" role="alert">
          {COMMUNITY_MESSAGES.joinFirst}
        </p>
      )}
      <form
        className="student-write"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void composer.submit();
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset */}
        <div className="student-filters" role="group" aria-label={t('postType')}>
          {[
            { value: RESOURCE_TYPE.images, label: t('imagePost') },
            { value: RESOURCE_TYPE.video, label: t('videoPost') },
          ].map((k) => (
            <button
              key={k.value}
              type="button"
              className="student-filter"
              aria-pressed={type === k.value}
              // Switching kind would drop what is uploaded: remove the files first.
              disabled={type !== k.value && uploads.length > 0}
              onClick={() => setType(k.value)}
            >
              {k.label}
            </button>
          ))}
        </div>
        <PostTextFields
          fields={fields}
          plates={form.plateSwitch ? form.plates : null}
          labels={{ plate: t('plate'), title: t('postTitle'), content: t('postContent') }}
          classes={{ field: 'student-write__field', count: 'student-images__count' }}
          contentRows={5}
        />
        <div className="student-write__field">
          <span>{isVideo ? t('video') : t('images')}</span>
          <ul className="student-images__grid">
            {uploads.map((u, i) => (
              <li
                key={u.key}
                className={`student-images__item${u.path ? '' : ' student-images__item--uploading'}`}
                data-testid="upload"
              >
                {u.path && !isVideo && <img src={u.path} alt={t('postImageAlt', { n: i + 1 })} />}
                {u.path && isVideo && <span className="student-write__video-name">{u.name}</span>}
                {!u.path && !u.error && (
                  <>
                    <span>{t('uploading', { percent: u.percent })}</span>
                    <ProgressBar value={u.percent} showValue={false} style={{ height: '6px' }} />
                  </>
                )}
                {u.error && <span className="student-error">{u.error}</span>}
                <button
                  type="button"
                  className="student-images__remove"
                  aria-label={t('removeFile', { name: u.name })}
                  onClick={() => composer.remove(u.key)}
                >
                  <i className="pi pi-times" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="student-images__pick">
            {room > 0 && (
              <label className="student-pick p-button p-component p-button-outlined" htmlFor={ids.files}>
                <i className="pi pi-plus" aria-hidden="true" />
                <span>{isVideo ? t('chooseVideo') : t('chooseImages')}</span>
                <input
                  id={ids.files}
                  type="file"
                  multiple={!isVideo}
                  accept={kinds.map((k) => `.${k}`).join(',')}
                  data-testid="media-input"
                  onChange={composer.choose}
                />
              </label>
            )}
            <span className="student-images__count">
              {isVideo ? t('videoHint') : t('imagesCount', { n: uploads.length, max })}
            </span>
          </div>
        </div>
        <div className="student-write__field">
          <label htmlFor={ids.captcha}>{t('captcha')}</label>
          <div className="student-write__captcha">
            <InputText
              id={ids.captcha}
              value={fields.answer}
              maxLength={8}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={COMMUNITY_MESSAGES.enterCaptcha}
              onChange={(e) => fields.setAnswer(e.target.value)}
            />
            {captcha.data && (
              <button
                type="button"
                className="student-write__captcha-image"
                aria-label={t('newCaptcha')}
                onClick={() => void newCaptcha()}
              >
                <img src={captcha.data.newStudentCaptcha.img} alt={t('captchaImage')} />
              </button>
            )}
          </div>
        </div>
        {composer.refusal && (
          <p className="student-error" role="alert">
            {composer.refusal}
          </p>
        )}
        <button type="submit" className="student-submit p-button p-component" disabled={creating.loading}>
          <span className="p-button-label">{t('publish')}</span>
        </button>
      </form>
    </section>
  );
}
