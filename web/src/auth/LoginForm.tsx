import { COMMON_MESSAGES } from '@school/machines/messages';
import { useMachine } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Role } from '../generated/graphql';
import { t } from './i18n/zh-CN';
import { loginMachine } from './loginMachine';
import { signIn } from './signIn';

/*
 * The form is drawn with plain elements wearing PrimeReact's theme classes (the theme's CSS is global),
 * not with PrimeReact's components: their JavaScript would double what the Login page downloads
 * before a user can type. The markup follows what InputText, Password (toggleMask), Message and
 * Button render, so the page looks the same.
 */

interface LoginFormProps {
  /** Shown above the fields until the user tries again, e.g. that the session expired. */
  notice?: string;
  /** Opens the signed-in user's side. */
  onSignedIn: (role: Role) => void;
}

function InlineMessage({ severity, text }: { severity: 'error' | 'warn'; text: string }) {
  const icon = severity === 'error' ? 'pi pi-times-circle' : 'pi pi-exclamation-triangle';
  return (
    <div
      className={`login-form__message p-inline-message p-component p-inline-message-${severity}`}
      role="alert"
      aria-live="polite"
      aria-atomic="true"
    >
      <span className={`p-inline-message-icon ${icon}`} aria-hidden="true" />
      <span className="p-inline-message-text">{text}</span>
    </div>
  );
}

const inputClass = (invalid: boolean, extra = '') =>
  `${extra}p-inputtext p-component${invalid ? ' p-invalid' : ''}`.trim();

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  /** The message under the field, when it is missing. */
  missing: string | undefined;
}

function PasswordInput({ value, onChange, readOnly, missing }: FieldProps) {
  // Whether the typed password is shown: the widget's own state, as PrimeReact's Password keeps it.
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="p-password p-component p-inputwrapper p-input-icon-right">
      <div className="p-icon-field p-icon-field-right">
        <input
          id="login-password"
          name="password"
          className={inputClass(Boolean(missing), 'p-password-input ')}
          type={revealed ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          readOnly={readOnly}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? 'login-password-error' : undefined}
          placeholder={COMMON_MESSAGES.enterPassword}
          autoComplete="current-password"
        />
        <span className="p-input-icon">
          <button
            type="button"
            className="login-form__reveal"
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
          >
            <i className={revealed ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
          </button>
        </span>
      </div>
    </div>
  );
}

export function LoginForm({ notice, onSignedIn }: LoginFormProps) {
  // The role of the account that signed in, which decides the side it enters.
  const role = useRef<Role>('TEACHER');
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          const viewer = await signIn(input);
          role.current = viewer.user.role;
          return viewer;
        }),
      },
      actions: { enterBackOffice: () => onSignedIn(role.current) },
    }),
  );
  const { mobile, password, missing, serverError } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const editable = snapshot.can({ type: 'login.change', field: 'mobile', value: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'login.submit' });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label={t('signIn2')}>
      {serverError ? (
        <InlineMessage severity="error" text={serverError} />
      ) : (
        notice && <InlineMessage severity="warn" text={notice} />
      )}

      <div className="form-field">
        <label htmlFor="login-mobile">{t('mobileNumber')}</label>
        <div className="p-icon-field p-icon-field-left">
          <span className="pi pi-mobile p-input-icon" aria-hidden="true" />
          <input
            id="login-mobile"
            name="mobile"
            className={inputClass(Boolean(missing.mobile))}
            value={mobile}
            onChange={(e) => send({ type: 'login.change', field: 'mobile', value: e.target.value })}
            readOnly={!editable}
            aria-invalid={missing.mobile ? true : undefined}
            aria-describedby={missing.mobile ? 'login-mobile-error' : undefined}
            placeholder={COMMON_MESSAGES.enterMobile}
            inputMode="numeric"
            autoComplete="username"
            maxLength={20}
            // biome-ignore lint/a11y/noAutofocus: the page exists to take these two fields
            autoFocus
          />
        </div>
        {missing.mobile && (
          <small id="login-mobile-error" className="form-field__error">
            {missing.mobile}
          </small>
        )}
      </div>

      <div className="form-field">
        <label htmlFor="login-password">{t('password')}</label>
        <div className="p-icon-field p-icon-field-left">
          <span className="pi pi-lock p-input-icon" aria-hidden="true" />
          <PasswordInput
            value={password}
            onChange={(value) => send({ type: 'login.change', field: 'password', value })}
            readOnly={!editable}
            missing={missing.password}
          />
        </div>
        {missing.password && (
          <small id="login-password-error" className="form-field__error">
            {missing.password}
          </small>
        )}
      </div>

      <button
        type="submit"
        className={`login-form__submit p-button p-component${submitting ? ' p-disabled p-button-loading p-button-loading-left' : ''}`}
        disabled={submitting}
      >
        {submitting && (
          <span
            className="p-button-icon p-button-icon-left p-button-loading-icon pi pi-spin pi-spinner"
            aria-hidden="true"
          />
        )}
        <span className="p-button-label">{t('signIn')}</span>
      </button>
    </form>
  );
}
