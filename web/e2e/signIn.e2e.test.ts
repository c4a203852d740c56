import { describe, expect, it } from 'vitest';
import { demo, screenshot, signInWithForm, submitLogin, usePage } from './browser';

describe('signing in and out', () => {
  const page = usePage();

  it('asks for the mobile number and the password when they are left empty', async () => {
    await page().goto('/login');
    await page().getByRole('button', { name: '登录' }).click();
    await page().getByText('请输入手机号').waitFor();
    await page().getByText('请输入密码').waitFor();
    await screenshot(page(), 'login-empty-fields');
  });

  it('shows 手机号或密码错误 for a wrong password and keeps what was typed', async () => {
    await page().goto('/login');
    await submitLogin(page(), demo.teacher, 'not-the-password');
    await page().getByText('手机号或密码错误').waitFor();
    expect(await page().locator('#login-mobile').inputValue()).toBe(demo.teacher);
    expect(await page().locator('#login-password').inputValue()).toBe('not-the-password');
    await screenshot(page(), 'login-wrong-password');
  });

  it('sends a student to the student side, also from a back-office page', async () => {
    await page().goto('/login');
    await submitLogin(page(), demo.student, demo.password);
    await page().waitForURL((url) => url.pathname === '/student');
    await page().getByRole('heading', { name: '我的作业' }).waitFor();
    await screenshot(page(), 'login-student-side');
    await page().goto('/');
    await page().waitForURL((url) => url.pathname === '/student');
    await page().getByRole('heading', { name: '我的作业' }).waitFor();
  });

  it('signing out returns to Login, and the workbench then needs a new sign-in', async () => {
    await signInWithForm(page(), demo.teacher, demo.password);
    await page().getByRole('button', { name: '退出登录' }).click();
    await page().waitForURL((url) => url.pathname === '/login');
    await page().getByRole('heading', { name: '账号登录' }).waitFor();
    await page().goto('/');
    await page().waitForURL((url) => url.pathname === '/login');
    await screenshot(page(), 'signed-out');
  });

  it('without a session, opening a page goes to Login and back there after signing in', async () => {
    await page().goto('/?from=bookmark');
    await page().waitForURL((url) => url.pathname === '/login');
    expect(new URL(page().url()).searchParams.get('redirect')).toBe('/?from=bookmark');
    await submitLogin(page(), demo.teacher, demo.password);
    await page().waitForURL((url) => url.pathname === '/' && url.search === '?from=bookmark');
    await page().getByText('我的权限').waitFor();
    await screenshot(page(), 'returned-after-sign-in');
  });

  it('the Login page opens without the app (router, GraphQL client, PrimeReact components), which loads on signing in', async () => {
    const scripts = () =>
      page().evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js'))
          .map((name) => name.slice(name.lastIndexOf('/') + 1)),
      );
    await page().goto('/login');
    await page().getByRole('heading', { name: '账号登录' }).waitFor();
    const atLogin = await scripts();
    expect(atLogin.some((name) => name.startsWith('LoginScreen-'))).toBe(true);
    expect(atLogin.filter((name) => /^(staff-|signed-in-|primereact)/.test(name))).toEqual([]);
    await submitLogin(page(), demo.teacher, demo.password);
    await page().getByText('我的权限').waitFor();
    expect((await scripts()).some((name) => name.startsWith('staff-shell-'))).toBe(true);
  });

  it('a session that ends while working opens Login with 登录已过期, also after a reload, and signing in returns', async () => {
    await signInWithForm(page(), demo.teacher, demo.password);
    // Working on the homework list, not the home: the home loads sections after its first ones, and one
    // asked after the cookie goes ends the session there, before the click, with no redirect.
    const nav = page().getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '作业管理' }).click();
    await page().getByRole('button', { name: '发布作业' }).waitFor();
    await page().waitForLoadState('networkidle');
    await page().context().clearCookies();
    await nav.getByRole('link', { name: '考试管理' }).click();
    await page().waitForURL((url) => url.pathname === '/login');
    await page().getByText('登录已过期，请重新登录').waitFor();
    const redirect = new URL(page().url()).searchParams.get('redirect');
    expect(redirect).not.toBeNull();
    // What the user sees after the reload is what counts: not every subresource's load event.
    await page().reload({ waitUntil: 'domcontentloaded' });
    await page().getByText('登录已过期，请重新登录').waitFor();
    await submitLogin(page(), demo.teacher, demo.password);
    await page().waitForURL((url) => url.pathname + url.search === redirect);
    await page().getByRole('navigation', { name: '主导航' }).waitFor();
  });
});
