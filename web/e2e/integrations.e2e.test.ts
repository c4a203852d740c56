import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Cuts the page off from everything but this machine, as on a school's closed network: any request
 * to another host is aborted and recorded.
 */
async function cutOffOutsideNetwork(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (['data:', 'blob:'].includes(url.protocol) || LOOPBACK.has(url.hostname)) return route.continue();
    blocked.push(url.href);
    return route.abort('internetdisconnected');
  });
  return blocked;
}

describe('integrators’ pages load with the outside network cut off', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  // The viewer parses a description of every REST call (several hundred) before it draws.
  it('the REST API’s docs (/api/docs) show every group of calls from the bundled viewer', async () => {
    const blocked = await cutOffOutsideNetwork(page());
    const spec = page().waitForResponse((res) => res.url().endsWith('/api/openapi.json'));
    await page().goto('/api/docs');
    const answer = await spec;
    expect(answer.status()).toBe(200);
    const document = (await answer.json()) as { tags: { name: string }[]; paths: Record<string, unknown> };
    expect(document.tags.map((t) => t.name)).toEqual(
      expect.arrayContaining(['auth', 'lector', 'assistants', 'app']),
    );
    await page().locator('.swagger-ui .info .title').getByText('School back-office REST API').waitFor();
    for (const tag of ['auth', 'lector', 'assistants', 'app'])
      await page().locator(`.opblock-tag[data-tag="${tag}"]`).waitFor();
    // The groups start closed (hundreds of calls are not drawn at load); opening one shows its calls.
    await page().locator('.opblock-tag[data-tag="lector"]').click();
    await screenshot(page(), 'api-docs');
    // An operation opens with its parameters (type, range, default) read from the route's validators.
    // The viewer draws a group's calls as they scroll into view, so the one opened is near the top.
    await page().locator('.opblock-summary-path[data-path="/api/lector/ques/index"]').click();
    const parameters = page().locator('#operations-lector-getLectorQuesIndex .parameters');
    await parameters.locator('tr[data-param-name="ques_stem"]').waitFor();
    await parameters.locator('tr[data-param-name="page"]').getByText('Default value : 1').waitFor();
    await page().locator('#operations-lector-getLectorQuesIndex').scrollIntoViewIfNeeded();
    await screenshot(page(), 'api-docs-operation');
    expect(blocked).toEqual([]);
  }, 90_000);

  it('the GraphQL explorer (/graphql/explorer/) loads the schema from the gateway', async () => {
    const blocked = await cutOffOutsideNetwork(page());
    const introspection = page().waitForResponse(
      (res) => res.url().endsWith('/graphql') && /__schema/.test(res.request().postData() ?? ''),
    );
    await page().goto('/graphql/explorer/');
    const answer = await introspection;
    expect(answer.status()).toBe(200);
    await page().locator('app-root').getByText('Send Request').first().waitFor();
    // The documentation pane shows the schema's own descriptions.
    await page().locator('app-root').getByText('Docs', { exact: true }).first().click();
    await page().locator('.doc-viewer-item').getByText('Query', { exact: true }).click();
    await page().getByText('The signed-in user; fails with UNAUTHENTICATED').first().waitFor();
    await screenshot(page(), 'graphql-explorer');
    expect(blocked).toEqual([]);
  });

  it('the web app sends its operations as persisted queries', async () => {
    await cutOffOutsideNetwork(page());
    const bodies: Record<string, unknown>[] = [];
    page().on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        bodies.push(JSON.parse(request.postData() ?? '{}'));
    });
    await signIn(page(), demo.teacher, demo.password);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies)
      expect(body.extensions, JSON.stringify(body).slice(0, 200)).toMatchObject({
        persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
  });
});
