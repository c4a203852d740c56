import type { Request } from 'express';
import type { z } from 'zod';

/**
 * Whether answers are checked against their route's output schema before they are sent: on in the
 * test suites (`CONTRACT_CHECK=1`, set by every vitest project that starts an API), off in production,
 * where an answer is sent as its handler made it.
 */
export const contractCheckOn = () => process.env.CONTRACT_CHECK === '1';

/** `GET /api/lector/homework/:hwId`: the route as declared, not the path called. */
export const routeName = (req: Request) =>
  `${req.method} ${req.baseUrl}${typeof req.route?.path === 'string' ? req.route.path : req.path}`;

/** Where an issue sits in the answer, e.g. `data.list.0.user_score`. */
const issuePath = (issue: z.core.$ZodIssue) => ['data', ...issue.path.map(String)].join('.');

/**
 * The message a drifting answer is refused with (naming the route and the first issues' paths), or
 * undefined when the answer matches its schema. A drift is written to the log and to stderr, so a test
 * run shows it even with logging silenced.
 */
export async function outputDrift(
  schema: z.ZodType,
  data: unknown,
  req: Request,
): Promise<string | undefined> {
  const parsed = await schema.safeParseAsync(data);
  if (parsed.success) return undefined;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issuePath(issue)}: ${issue.message}`)
    .join('; ');
  const message = `answer of ${routeName(req)} does not match its output schema: ${issues}`;
  req.log?.error({ issues: parsed.error.issues }, message);
  console.error(`CONTRACT DRIFT ${message}`);
  return message;
}
