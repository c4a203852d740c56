import type { Page } from 'playwright-core';
import { baseUrl, demo } from './browser';

/** The REST API of the server under test, as the student app and integrators call it. */
export async function rest(path: string, token: string | null, body?: unknown, method = 'POST') {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { msg: string; data: any };
}

/** A bearer token for a demo account. */
export const login = async (mobile: string) =>
  (await rest('/auth/login', null, { mobile, password: demo.password })).data.token as string;

/** Waits for a toast with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.p-toast-message').filter({ hasText: text }).first().waitFor();

/** Everything the page shows as text. */
export const pageText = (p: Page) => p.evaluate(() => document.body.innerText);
