import { useApolloClient } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeTo } from '../app/routes/routeTo';
import { BrandMark } from '../shared/ui/BrandMark';
import { LoginForm } from './LoginForm';
import { returnPath } from './returnPath';
import './login.css';

/** What the app passes along when it sends a user here because their session ended. */
export interface LoginLocationState {
  sessionExpired: boolean;
}

const highlights = [
  { icon: 'pi pi-book', text: '作业发布、批改与统计' },
  { icon: 'pi pi-file-edit', text: '考试管理与阅卷' },
  { icon: 'pi pi-users', text: '班级、考勤与课程日历' },
];

/** Login: opens the remembered location, or the workbench, once signed in. */
export default function LoginScreen({ params }: { params: { redirect?: string } }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const state = useLocation().state as LoginLocationState | null;

  // Whatever was cached belonged to the previous session.
  useEffect(() => {
    void client.clearStore();
  }, [client]);

  return (
    <main className="login-screen">
      <section className="login-screen__hero">
        <BrandMark inverted />
        <div className="login-screen__pitch">
          <h1>让教学管理更简单</h1>
          <p>面向讲师与助教的一站式教学后台</p>
          <ul>
            {highlights.map(({ icon, text }) => (
              <li key={text}>
                <i className={`login-screen__highlight-icon ${icon}`} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="login-screen__footnote">仅供本校讲师、助教使用</p>
      </section>
      <section className="login-screen__panel">
        <div className="login-card">
          <h2 className="login-card__title">账号登录</h2>
          <p className="login-card__subtitle">欢迎回来，请使用手机号和密码登录</p>
          <LoginForm
            notice={state?.sessionExpired ? COMMON_MESSAGES.sessionExpired : undefined}
            onSignedIn={() => void navigate(returnPath(params.redirect, routeTo('Home')), { replace: true })}
          />
        </div>
      </section>
    </main>
  );
}
