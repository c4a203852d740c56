import { REFUSAL_CODES } from '@school/machines';
import { PAGE_LIMIT_MAX } from './paging';

const codeLines = Object.entries(REFUSAL_CODES)
  .map(([code, { meaning }]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/**
 * The schema's own description (what the explorer shows first): how lists page, what a missing object
 * answers, and the error codes a client may branch on, from machines' REFUSAL_CODES.
 */
export const SCHEMA_DESCRIPTION = `The school back-office over GraphQL.

Lists: every list that can grow answers one page shape, \`{ list, total, page, limit }\`, and takes
\`page\` (from 1) and \`limit\` (rows per page, 1 to ${PAGE_LIMIT_MAX}; more is refused with
BAD_USER_INPUT, \`extensions.limitMax\` = ${PAGE_LIMIT_MAX}).

Lookups: a field that answers one object by id is nullable. A missing object, or one the caller may
not see, answers null for that field with an error beside it (NOT_FOUND or FORBIDDEN); the other
fields of the response are kept.

Errors: each error carries the spec's message (Chinese, meant for the user) and \`extensions.code\`;
refusals of the REST API also carry its HTTP status in \`extensions.status\`. Codes by kind:
- \`BAD_USER_INPUT\`: a field of the request is not valid; the message says which.
- \`UNAUTHENTICATED\`: not signed in, or the session expired.
- \`FORBIDDEN\`: the caller's role or ownership does not allow it.
- \`NOT_FOUND\`: the object does not exist or is not the caller's to know of.
- \`CONFLICT\`: a refusal of the object's state without a code of its own (below).
- \`TOO_MANY_REQUESTS\`: slow down (sign-in attempts).
- \`INTERNAL_SERVER_ERROR\`: anything else; the message is generic.

Refusals of a state or of a one-time answer carry a stable code of their own:
${codeLines}`;

/** The schema definition that carries the description; it joins the SDL of \`schema/*.graphql\`. */
export const schemaDefinition = (): string =>
  `"""\n${SCHEMA_DESCRIPTION.replaceAll('"""', '\\"""')}\n"""\nschema {\n  query: Query\n  mutation: Mutation\n}\n`;
