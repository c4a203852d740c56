import { describe, expect, it } from 'vitest';
import { mayOpen, navigationFor } from '../src/app/routes/navigation';
import { routes } from '../src/app/routes/routes';
import { demo, screenshot, sidebarLabels, signIn, usePage } from './browser';

const expectedLabels = (role: 'TEACHER' | 'ASSISTANT') =>
  navigationFor(routes, role).flatMap((group) => group.items.map((item) => item.label));

/** Labels of routes only assistants may open (team class list, assistant profile, …). */
const assistantOnlyLabels = Object.values(routes).flatMap((row) =>
  row.nav && mayOpen(row.access, 'ASSISTANT') && !mayOpen(row.access, 'TEACHER') ? [row.nav.label] : [],
);

describe('the frame and its navigation by role', () => {
  const page = usePage();

  it('a teacher sees the teacher navigation, the workbench and their capabilities', async () => {
    await signIn(page(), demo.teacher, demo.password);
    const labels = await sidebarLabels(page());
    expect(labels).toEqual(expectedLabels('TEACHER'));
    for (const label of assistantOnlyLabels) expect(labels).not.toContain(label);
    await page().getByText('个人信息').waitFor();
    expect(await page().getByTestId('viewer-role').textContent()).toBe('讲师');
    expect(await page().getByTestId('user-nickname').textContent()).not.toBe('');
    expect(await page().getByTestId('capability-dispatch').textContent()).toContain('已开通');
    await screenshot(page(), 'teacher-workbench');
  });

  it('an assistant sees the assistant navigation', async () => {
    await signIn(page(), demo.assistant, demo.password);
    expect(await sidebarLabels(page())).toEqual(expectedLabels('ASSISTANT'));
    expect(await page().getByTestId('viewer-role').textContent()).toBe('助教');
    await screenshot(page(), 'assistant-workbench');
  });

  it('an unknown path shows the not-found page', async () => {
    await page().goto('/no/such/page');
    await page().getByRole('heading', { name: '页面不存在' }).waitFor();
    await screenshot(page(), 'not-found');
  });
});
