import { useMutation, useQuery } from '@apollo/client/react';
import { AVATAR_EXTENSIONS, explainProfileRefusal, PROFILE_LIMITS, PROFILE_MESSAGES } from '@school/machines';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Toast } from 'primereact/toast';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useFormGuard } from '../shared/form/useFormGuard';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { myProfileQuery, updateProfileMutation, uploadAvatarMutation } from './operations';
import { PasswordDialog } from './PasswordDialog';
import './profile.css';
import { t } from './i18n/zh-CN';

interface Draft {
  avatar: string;
  realName: string;
  introduction: string;
}
const EMPTY: Draft = { avatar: '', realName: '', introduction: '' };
const ACCEPT = AVATAR_EXTENSIONS.map((e) => `.${e}`).join(',');

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The profile (spec: assistant profile; teachers have the same): personal info and account security. */
export default function AssistantProfileScreen() {
  const toast = useRef<Toast>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { data, loading, error } = useQuery(myProfileQuery, { fetchPolicy: 'cache-and-network' });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [loaded, setLoaded] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [upload, uploading] = useMutation(uploadAvatarMutation);
  const [save, saving] = useMutation(updateProfileMutation);

  useEffect(() => {
    const p = data?.myProfile;
    if (!p) return;
    const next = { avatar: p.avatar, realName: p.realName, introduction: p.introduction };
    setDraft(next);
    setLoaded(next);
  }, [data]);
  const guard = useFormGuard(!saving.loading && JSON.stringify(draft) !== JSON.stringify(loaded));

  if (!data && loading) return <PageLoading />;
  if (!data) return <p role="alert">{errorMessage(error)}</p>;
  const profile = data.myProfile;
  const refusal = explainProfileRefusal(draft);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      const { data: uploaded } = await upload({ variables: { imageBase64: await readBase64(file) } });
      if (uploaded) setDraft((d) => ({ ...d, avatar: uploaded.uploadAvatar }));
      toast.current?.show({ severity: 'success', summary: PROFILE_MESSAGES.uploaded, life: 2000 });
    } catch (err) {
      // A refused upload says the server's message.
      toast.current?.show({ severity: 'error', summary: errorMessage(err), life: 4000 });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (refusal) return;
    try {
      await save({
        variables: draft,
        // The header shows the signed-in user: its avatar and name follow the saved profile.
        update: (cache, { data: saved }) => {
          const p = saved?.updateProfile;
          if (!p) return;
          cache.modify({
            id: cache.identify({ __typename: 'User', id: p.id }),
            fields: { avatar: () => p.avatar, realName: () => p.realName },
          });
        },
      });
      setLoaded(draft);
      toast.current?.show({ severity: 'success', summary: PROFILE_MESSAGES.saved, life: 2500 });
    } catch (err) {
      toast.current?.show({ severity: 'error', summary: errorMessage(err), life: 4000 });
    }
  };

  return (
    <section className="profile" aria-label={t('myProfile')}>
      {guard}
      <Toast ref={toast} position="top-center" />
      <PageHeader title={t('myProfile')} />
      <TabView className="profile__tabs">
        <TabPanel header={t('personalInformation')}>
          <form className="profile-form" onSubmit={submit} noValidate>
            <div className="profile-field">
              <span className="profile-field__label">{t('avatar')}</span>
              <div className="profile-avatar">
                <Avatar
                  shape="circle"
                  size="xlarge"
                  {...(draft.avatar ? { image: draft.avatar } : { icon: 'pi pi-user' })}
                  role="img"
                  aria-label={t('avatar')}
                />
                <input
                  ref={fileInput}
                  type="file"
                  accept={ACCEPT}
                  hidden
                  data-testid="avatar-file"
                  onChange={(e) => void pick(e)}
                />
                <Button
                  type="button"
                  label={t('uploadAvatar')}
                  icon="pi pi-upload"
                  outlined
                  size="small"
                  loading={uploading.loading}
                  onClick={() => fileInput.current?.click()}
                />
                <small className="profile-hint">
                  {t('accepts')} {AVATAR_EXTENSIONS.join(t('text'))} {t('files')}
                </small>
              </div>
            </div>
            <div className="profile-field">
              <label htmlFor="profile-real-name">{t('name')}</label>
              <InputText
                id="profile-real-name"
                value={draft.realName}
                maxLength={PROFILE_LIMITS.realNameMax}
                onChange={(e) => setDraft({ ...draft, realName: e.target.value })}
              />
            </div>
            <div className="profile-field">
              <label htmlFor="profile-mobile">{t('mobileNumber')}</label>
              <InputText id="profile-mobile" value={profile.mobile} readOnly disabled />
            </div>
            <div className="profile-field">
              <label htmlFor="profile-introduction">{t('teacherIntroduction')}</label>
              <InputTextarea
                id="profile-introduction"
                value={draft.introduction}
                rows={5}
                maxLength={PROFILE_LIMITS.introductionMax}
                onChange={(e) => setDraft({ ...draft, introduction: e.target.value })}
              />
              <small className="profile-hint">
                {[...draft.introduction].length}/{PROFILE_LIMITS.introductionMax}
              </small>
            </div>
            {submitted && refusal && (
              <p className="field-error" role="alert">
                {refusal.message}
              </p>
            )}
            <div className="profile-form__footer">
              <Button type="submit" label={t('save')} loading={saving.loading} />
            </div>
          </form>
        </TabPanel>
        <TabPanel header={t('accountSecurity')}>
          <div className="profile-security">
            <div>
              <strong>{t('signInPassword')}</strong>
              <p className="profile-hint">{t('afterThePasswordChangesThis')}</p>
            </div>
            <Button
              type="button"
              label={t('changePassword')}
              outlined
              onClick={() => setPasswordOpen(true)}
            />
          </div>
        </TabPanel>
      </TabView>
      <PasswordDialog
        visible={passwordOpen}
        onHide={() => setPasswordOpen(false)}
        onChanged={() =>
          toast.current?.show({ severity: 'success', summary: PROFILE_MESSAGES.passwordChanged, life: 2500 })
        }
      />
    </section>
  );
}
