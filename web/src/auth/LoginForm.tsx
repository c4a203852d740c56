import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from './loginMachine';
import { signIn } from './signIn';

interface LoginFormProps {
  /** Shown above the fields until the user tries again, e.g. that the session expired. */
  notice?: string;
  onSignedIn: () => void;
}

export function LoginForm({ notice, onSignedIn }: LoginFormProps) {
  const client = useApolloClient();
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: { signIn: fromPromise(({ input }) => signIn(client, input)) },
      actions: { enterBackOffice: onSignedIn },
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
    <form className="login-form" onSubmit={submit} noValidate aria-label="账号登录">
      {serverError ? (
        <Message className="login-form__message" severity="error" text={serverError} />
      ) : (
        notice && <Message className="login-form__message" severity="warn" text={notice} />
      )}

      <div className="form-field">
        <label htmlFor="login-mobile">手机号</label>
        <IconField iconPosition="left">
          <InputIcon className="pi pi-mobile" />
          <InputText
            id="login-mobile"
            name="mobile"
            value={mobile}
            onChange={(e) => send({ type: 'login.change', field: 'mobile', value: e.target.value })}
            readOnly={!editable}
            invalid={Boolean(missing.mobile)}
            aria-describedby={missing.mobile ? 'login-mobile-error' : undefined}
            placeholder="请输入手机号"
            inputMode="numeric"
            autoComplete="username"
            maxLength={20}
            autoFocus
          />
        </IconField>
        {missing.mobile && (
          <small id="login-mobile-error" className="form-field__error">
            {missing.mobile}
          </small>
        )}
      </div>

      <div className="form-field">
        <label htmlFor="login-password">密码</label>
        <IconField iconPosition="left">
          <InputIcon className="pi pi-lock" />
          <Password
            inputId="login-password"
            name="password"
            value={password}
            onChange={(e) => send({ type: 'login.change', field: 'password', value: e.target.value })}
            readOnly={!editable}
            invalid={Boolean(missing.password)}
            aria-describedby={missing.password ? 'login-password-error' : undefined}
            placeholder="请输入密码"
            autoComplete="current-password"
            feedback={false}
            toggleMask
          />
        </IconField>
        {missing.password && (
          <small id="login-password-error" className="form-field__error">
            {missing.password}
          </small>
        )}
      </div>

      <Button type="submit" className="login-form__submit" label="登录" loading={submitting} />
    </form>
  );
}
