import { useMutation } from '@apollo/client/react';
import { explainPasswordRefusal, PROFILE_LIMITS, PROFILE_MESSAGES } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { Password } from 'primereact/password';
import { useState } from 'react';
import { errorMessage } from '../shared/graphqlErrors';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t } from './i18n/zh-CN';
import { changePasswordMutation } from './operations';

const EMPTY = { oldPassword: '', newPassword: '', confirmation: '' };

/** The account security tab's change-password dialog; other sessions of the account end on success. */
export function PasswordDialog({
  visible,
  onHide,
  onChanged,
}: {
  visible: boolean;
  onHide: () => void;
  onChanged: () => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [change, changing] = useMutation(changePasswordMutation);
  // The server's rule table, asked here first.
  const refusal = explainPasswordRefusal(form);
  const close = () => {
    setForm(EMPTY);
    setSubmitted(false);
    setServerError(null);
    onHide();
  };
  const save = async () => {
    setSubmitted(true);
    setServerError(null);
    if (refusal) return;
    try {
      await change({ variables: form });
      close();
      onChanged();
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  const field = (key: keyof typeof EMPTY, label: string, max: number, feedback = false) => (
    <div className="profile-field">
      <label htmlFor={`password-${key}`}>{label}</label>
      <Password
        inputId={`password-${key}`}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        maxLength={max}
        feedback={feedback}
        toggleMask
      />
    </div>
  );
  return (
    <Dialog
      header={t('changePassword')}
      visible={visible}
      onHide={close}
      style={{ width: '460px' }}
      footer={
        <DialogFooter onCancel={close} onConfirm={() => void save()} busy={changing.loading} lockWhileBusy />
      }
    >
      <form
        className="profile-form profile-form--dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {field('oldPassword', t('currentPassword'), PROFILE_LIMITS.oldPasswordMax)}
        {field('newPassword', t('newPassword'), PROFILE_LIMITS.newPasswordMax)}
        {field('confirmation', t('confirmNewPassword'), PROFILE_LIMITS.newPasswordMax)}
        <small className="profile-hint">{PROFILE_MESSAGES.newPasswordRule}</small>
        {((submitted && refusal) || serverError) && (
          <p className="field-error" role="alert">
            {submitted && refusal ? refusal.message : serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
