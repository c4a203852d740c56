import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo/scale';

/** The staff accounts the demo generator creates for a school of `classes` classes (see demo/plan.ts). */
export function staffMobiles(classes: number): string[] {
  const teachers = Math.max(3, Math.ceil(classes / 2));
  const assistants = Math.max(3, Math.ceil(classes / 3));
  return [
    ...Array.from({ length: teachers }, (_, i) =>
      i === 0 ? DEMO_ACCOUNTS.teacher : `138001${String(i).padStart(5, '0')}`,
    ),
    ...Array.from({ length: assistants }, (_, i) =>
      i === 0
        ? DEMO_ACCOUNTS.assistant
        : i === 1
          ? DEMO_ACCOUNTS.correctingAssistant
          : `138002${String(i).padStart(5, '0')}`,
    ),
  ];
}

/** Signs in over REST and answers the bearer token and the REST prefix of the account's role. */
export async function signIn(
  baseUrl: string,
  mobile: string,
): Promise<{ token: string; prefix: 'lector' | 'assistants' }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { token: string; user: { role: string } };
  };
  if (body.code !== 0) throw new Error(`sign-in of ${mobile} failed: ${body.msg}`);
  return { token: body.data.token, prefix: body.data.user.role === 'teacher' ? 'lector' : 'assistants' };
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(task))));
  }
  return results;
}
