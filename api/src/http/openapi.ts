import { COMMON_MESSAGES, REFUSAL_CODES } from '@school/machines';
import type { Express } from 'express';
import { z } from 'zod';
import type { Role } from '../auth/tables';
import { DEMO_EXAMPLES } from '../contract/demoExamples';
import { MALFORMED, TOO_LARGE } from './errorHandler';
import { FIELD_INVALID, INVALID_MESSAGE_KEY, NUL_REFUSED } from './fields';
import { UPLOAD_MALFORMED, UPLOAD_TOO_LARGE } from './multipart';
import type { RouteSpecInfo } from './route';
import { type ServedRoute, servedRoutes } from './routeTable';
import { NOT_FROM_PAGE, REQUESTED_WITH } from './stateChanges';

/**
 * The published description of the REST API (OpenAPI 3.1), read from the app itself: the routes from
 * the Express routers, and for each its `route()` spec: the summary, the roles, the input (the same
 * zod schema that validates the call, as JSON Schema), the success message and upload limits. Nothing
 * here lists routes by hand except the few handlers not made by `route()` (HAND_WRITTEN).
 */

type Json = Record<string, unknown>;

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** What a handler not made by `route()` does and answers. */
export interface HandWritten {
  summary: string;
  description: string;
  /** Answers other than failures. */
  responses: Json;
  /** Failure statuses with the messages they say. */
  errors: Record<number, string[]>;
}

/** Handlers not made by `route()`: what they do and answer, said here since they keep no spec. */
export const HAND_WRITTEN: Record<string, HandWritten> = {
  'GET /api/files/:name': {
    summary: 'A stored file (image or document) by its content hash, e.g. `{sha256}.png`',
    description:
      'Any signed-in user. Served with its type read from its content, `nosniff`, `Content-Disposition` ' +
      '(inline for images, attachment otherwise) and byte ranges; names never change, so answers may be cached.',
    responses: {
      '200': {
        description: 'The file',
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
      '206': { description: 'A byte range of the file' },
    },
    errors: { 401: [COMMON_MESSAGES.signInFirst, COMMON_MESSAGES.sessionExpired], 404: ['文件不存在'] },
  },
  'GET /api/exports/:token': {
    summary: 'An exported file (.xlsx or .docx) by the token its export call answered',
    description:
      'Only the staff member who asked for the export, until it expires (15 minutes). Served as an ' +
      'attachment under its readable name (`filename*` in UTF-8), with `nosniff` and `no-store`. ' +
      "Anyone else's token, a malformed or an expired one is 404.",
    responses: {
      '200': {
        description: 'The file',
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
    },
    errors: {
      401: [COMMON_MESSAGES.signInFirst, COMMON_MESSAGES.sessionExpired],
      404: ['导出文件不存在或已过期'],
    },
  },
};

/** Routes of the description itself, which it does not list. */
export const OWN_PATHS = new Set([OPENAPI_PATH, DOCS_PATH, `${DOCS_PATH}/init.js`]);

/** The role a staff prefix admits (`requireRole` in app.ts); the student app's routes say theirs. */
const PREFIX_ROLE: Record<string, Role> = { '/api/lector/': 'teacher', '/api/assistants/': 'assistant' };

const TAGS = [
  { name: 'auth', description: 'Sign-in, sign-out and the signed-in user (/api/auth)' },
  { name: 'lector', description: 'Teachers (/api/lector): every call needs a teacher session' },
  { name: 'assistants', description: 'Assistants (/api/assistants): every call needs an assistant session' },
  { name: 'app', description: 'The student app (/api/app): students only; staff are answered 403' },
  { name: 'files', description: 'Stored files (/api/files)' },
];

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: the first failing rule answers (the field builder’s message, or 参数格式不正确：<field>); a wrong or expired captcha also carries `error_code`',
  401: 'No session, or the session expired',
  403: 'Not allowed: another role, a call the role or the record’s owner may not make, or a state change without a credential',
  404: 'The record does not exist or is not visible to the caller',
  409: 'The record’s state refuses the action (e.g. already submitted, recalled or graded); `error_code` names the refusal (ErrorEnvelope lists the codes)',
  413: 'The body or an uploaded file is too large',
  415: 'The body’s encoding is not supported',
  429: 'Too many sign-in attempts: wait for Retry-After seconds',
  500: 'An unexpected failure (logged; nothing of it is shown)',
};

/** Only paths of the REST API proper are described (not /healthz or the static templates). */
const isDescribed = (path: string) => path.startsWith('/api/') && !OWN_PATHS.has(path);

const prefixRole = (path: string): Role | undefined =>
  Object.entries(PREFIX_ROLE).find(([prefix]) => path.startsWith(prefix))?.[1];

/** A staff route whose roles exclude its prefix's role (e.g. `/teacher/myCourse` under /api/assistants) answers only 403. */
const reachable = (route: ServedRoute) => {
  const role = prefixRole(route.path);
  const roles = route.spec?.roles;
  return !role || !Array.isArray(roles) || roles.includes(role);
};

/** The routes under /api that a description must cover, with `problem` set where one is missing. */
export function describedRoutes(app: Express): (ServedRoute & { problem?: string })[] {
  return servedRoutes(app)
    .filter((r) => isDescribed(r.path) && reachable(r))
    .map((r) => {
      const key = `${r.method} ${r.path}`;
      if (!r.spec)
        return HAND_WRITTEN[key] ? r : { ...r, problem: 'not made by route() and not in HAND_WRITTEN' };
      return r.spec.summary?.trim() ? r : { ...r, problem: 'route() without a summary' };
    });
}

const tagOf = (path: string) => path.split('/')[2] ?? 'api';

/** `getLectorHwChoosePeriodsByCourseId` for `GET /api/lector/hw/choose/periods/:courseId`. */
export function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s !== '' && s !== 'api')
    .flatMap((s) => (s.startsWith(':') ? ['by', s.slice(1)] : s.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

/** The zod object whose fields a route reads (through pipes and refinements), if it is one. */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  const node = schema as
    | { shape?: Record<string, z.ZodType>; def?: { type?: string; in?: z.ZodType } }
    | undefined;
  if (!node) return undefined;
  if (node.shape) return node.shape;
  if (node.def?.type === 'pipe') return objectShape(node.def.in);
  return undefined;
}

/** Whether a value left out stands within the field's published range (a default must be valid). */
const withinRange = (value: unknown, schema: Json) =>
  typeof value !== 'number' ||
  ((typeof schema.minimum !== 'number' || value >= schema.minimum) &&
    (typeof schema.maximum !== 'number' || value <= schema.maximum));

/** The input as JSON Schema: what a client sends, with `required` as the validator really decides it. */
async function inputSchema(input: z.ZodType | undefined): Promise<Json | undefined> {
  if (!input) return undefined;
  const json = z.toJSONSchema(input, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  delete json.$schema;
  const shape = objectShape(input);
  if (shape) {
    // A field is required when leaving it out fails; what it becomes when left out is its default.
    const required: string[] = [];
    const properties = (json.properties ?? {}) as Record<string, Json>;
    for (const [name, field] of Object.entries(shape)) {
      const absent = await field.safeParseAsync(undefined).catch(() => ({ success: false as const }));
      if (!absent.success) required.push(name);
      else if (
        ['number', 'string', 'boolean'].includes(typeof absent.data) &&
        properties[name] &&
        withinRange(absent.data, properties[name])
      )
        properties[name] = { ...properties[name], default: absent.data };
    }
    if (required.length > 0) json.required = required;
    else delete json.required;
  }
  return json;
}

/** Every `x-invalid-message` in a JSON Schema: the messages its fields answer with a 400. */
function invalidMessages(json: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(json)) for (const item of json) invalidMessages(item, out);
  else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if (key === INVALID_MESSAGE_KEY && typeof value === 'string') out.add(value);
      else invalidMessages(value, out);
    }
  }
  return out;
}

/** A parameter's description (viewers show it, not its schema's): the field's own words and its 400 message. */
function parameterDescription(name: string, schema: Json | undefined): { description?: string } {
  if (!schema) return {};
  const range =
    typeof schema.minimum === 'number' && typeof schema.maximum === 'number' && schema.maximum < 2 ** 53 - 1
      ? `${schema.minimum} to ${schema.maximum}`
      : '';
  const parts = [
    typeof schema.description === 'string' ? schema.description : range,
    typeof schema.maxLength === 'number' ? `At most ${schema.maxLength} characters` : '',
    typeof schema[INVALID_MESSAGE_KEY] === 'string'
      ? `A wrong value answers ${schema[INVALID_MESSAGE_KEY] === FIELD_INVALID ? `${FIELD_INVALID}：${name}` : schema[INVALID_MESSAGE_KEY]}`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? { description: `${parts.join('. ')}.` } : {};
}

/** The messages each failure status may say, whatever the route: described once in `components.responses`. */
const SHARED_MESSAGES: Record<number, string[]> = {
  400: [MALFORMED, NUL_REFUSED, UPLOAD_MALFORMED, `${FIELD_INVALID}：<field>`],
  401: [COMMON_MESSAGES.signInFirst, COMMON_MESSAGES.sessionExpired],
  403: [COMMON_MESSAGES.forbidden, NOT_FROM_PAGE],
  413: [TOO_LARGE, UPLOAD_TOO_LARGE],
  500: ['服务器开小差了，请稍后再试'],
};

/** `components.responses`: one entry per failure status, which every operation references. */
function sharedErrorResponses(): Json {
  return Object.fromEntries(
    Object.keys(ERROR_TEXT).map((status) => {
      const messages = SHARED_MESSAGES[Number(status)] ?? [];
      return [
        `Error${status}`,
        {
          description:
            messages.length > 0
              ? `${ERROR_TEXT[Number(status)]}. Messages: ${messages.join(' / ')}`
              : ERROR_TEXT[Number(status)],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      ];
    }),
  );
}

const errorRef = (status: number): Json => ({ $ref: `#/components/responses/Error${status}` });

/** A name for an output schema in `components.schemas`, shared by every route that answers it. */
class OutputSchemas {
  private readonly names = new Map<z.ZodType, string>();
  readonly schemas: Record<string, Json> = {};

  /** The `$ref` of a route's output, registered under a name made from the first operation answering it. */
  refOf(output: z.ZodType, operation: string): Json {
    let name = this.names.get(output);
    if (!name) {
      name = `${operation[0]?.toUpperCase()}${operation.slice(1)}Data`;
      const json = z.toJSONSchema(output, {
        io: 'output',
        unrepresentable: 'any',
        target: 'draft-2020-12',
      }) as Json;
      delete json.$schema;
      this.schemas[name] = json;
      this.names.set(output, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
}

const okResponse = (spec: RouteSpecInfo, data: Json | undefined, example: unknown): Json => ({
  description: `Success: \`code\` 0, \`msg\` ${spec.success ?? 'ok'}`,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: {
          code: { const: 0 },
          msg: { const: spec.success ?? 'ok' },
          data: data ?? { description: 'Not described yet: the route declares no output schema' },
        },
      },
      ...(example === undefined ? {} : { example: { code: 0, msg: spec.success ?? 'ok', data: example } }),
    },
  },
});

function rolesText(route: ServedRoute): string {
  const roles = route.spec?.roles;
  if (roles === 'public') return 'No session needed.';
  const role = prefixRole(route.path);
  if (role) return `A ${role} session.`;
  if (Array.isArray(roles)) return `A session of: ${roles.join(', ')}.`;
  return 'Any signed-in user.';
}

async function operationFor(route: ServedRoute, outputs: OutputSchemas): Promise<Json> {
  const spec = route.spec;
  const key = `${route.method} ${route.path}`;
  const tag = tagOf(route.path);
  const base = {
    tags: [tag],
    operationId: operationId(route.method, route.path),
  };
  if (!spec) {
    const hand = HAND_WRITTEN[key] as HandWritten;
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    return {
      ...base,
      summary: hand.summary,
      description: hand.description,
      parameters: pathParams,
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      responses: {
        ...hand.responses,
        ...Object.fromEntries(Object.keys(hand.errors).map((s) => [s, errorRef(Number(s))])),
      },
    };
  }

  const input = await inputSchema(spec.input);
  const properties = (input?.properties ?? {}) as Record<string, Json>;
  const required = new Set((input?.required ?? []) as string[]);
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const parameters: Json[] = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    ...parameterDescription(name, properties[name]),
    schema: properties[name] ?? { type: 'string' },
  }));
  const rest = Object.keys(properties).filter((name) => !pathNames.includes(name));
  const inBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  let requestBody: Json | undefined;
  if (!inBody) {
    for (const name of rest)
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...parameterDescription(name, properties[name]),
        schema: properties[name],
      });
  } else if (rest.length > 0 || spec.upload) {
    const bodySchema: Json = {
      type: 'object',
      properties: Object.fromEntries(rest.map((name) => [name, properties[name]])),
    };
    const bodyRequired = rest.filter((name) => required.has(name));
    if (bodyRequired.length > 0) bodySchema.required = bodyRequired;
    const content: Json = {
      'application/json': { schema: bodySchema },
      'application/x-www-form-urlencoded': { schema: bodySchema },
    };
    if (spec.upload) {
      content['multipart/form-data'] = {
        schema: {
          ...bodySchema,
          properties: {
            ...(bodySchema.properties as Json),
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `At most ${spec.upload.maxFiles} file(s) of ${spec.upload.maxFileBytes} bytes each`,
            },
          },
        },
      };
    }
    requestBody = { required: bodyRequired.length > 0 || Boolean(spec.upload), content };
  }
  if (spec.changes) {
    parameters.push({
      name: REQUESTED_WITH,
      in: 'header',
      required: false,
      description:
        'Needed (any value) when the call is authenticated by the session cookie rather than a Bearer token: ' +
        'a call that changes state is refused otherwise.',
      schema: { type: 'string' },
    });
  }

  const paged = 'page' in properties && 'limit' in properties;
  const isPublic = spec.roles === 'public';
  const fieldMessages = [...invalidMessages(input)];
  const responses: Json = {
    '200': okResponse(
      spec,
      spec.output ? outputs.refOf(spec.output, base.operationId) : undefined,
      DEMO_EXAMPLES[`${route.method} ${route.path}`],
    ),
    '400': errorRef(400),
    '401': errorRef(401),
  };
  if (!isPublic) {
    responses['403'] = errorRef(403);
    responses['404'] = errorRef(404);
    responses['409'] = errorRef(409);
  } else responses['429'] = errorRef(429);
  responses['413'] = errorRef(413);
  responses['500'] = errorRef(500);

  const notes = [
    rolesText(route),
    spec.changes ? 'Changes state.' : '',
    spec.upload ? 'Accepts a multipart body (field `file`).' : '',
    paged ? 'Paged: `page` (from 1) and `limit`; `data` is `{list, total, page, limit}`.' : '',
    fieldMessages.length > 0 ? `A wrong field answers 400 with: ${fieldMessages.join(' / ')}.` : '',
    spec.upload?.tooLargeMessage ? `A file too large answers 413 ${spec.upload.tooLargeMessage}.` : '',
  ].filter(Boolean);
  return {
    ...base,
    summary: spec.summary,
    description: notes.join(' '),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    security: isPublic ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
    responses,
  };
}

/**
 * The stable codes of refusals (machines' REFUSAL_CODES, the table GraphQL's `extensions.code` reads):
 * a client branches on the code and shows `msg`.
 */
const ERROR_CODE_SCHEMA: Json = {
  type: 'string',
  enum: Object.keys(REFUSAL_CODES),
  description: `Only on a 400 or 409 refusal of a state or of a one-time answer: its stable code, beside \`msg\` (the same code GraphQL answers in \`extensions.code\`). Other failures leave it out; their \`code\` (the HTTP status) and \`msg\` say what happened.\n\n${Object.entries(
    REFUSAL_CODES,
  )
    .map(([code, { meaning, messages }]) => `- \`${code}\`: ${meaning} (${messages.join(' / ')})`)
    .join('\n')}`,
};

const BASE_COMPONENTS = {
  securitySchemes: {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description: 'The `data.token` of POST /api/auth/login, as `Authorization: Bearer <token>`',
    },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
      description: 'The session cookie sign-in sets',
    },
  },
  schemas: {
    Envelope: {
      type: 'object',
      description: 'Every answer: `code` 0 on success, otherwise the HTTP status; `msg` the message to show.',
      required: ['code', 'msg', 'data'],
      properties: { code: { const: 0 }, msg: { type: 'string' }, data: {} },
    },
    ErrorEnvelope: {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: {
        code: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status' },
        msg: { type: 'string', description: 'The message to show (Chinese, as the spec words it)' },
        data: { description: 'null, or details (e.g. an import’s `err` list)' },
        error_code: ERROR_CODE_SCHEMA,
      },
    },
    Page: {
      type: 'object',
      description: 'One page of a list',
      required: ['list', 'total', 'page', 'limit'],
      properties: {
        list: { type: 'array', items: { type: 'object' } },
        total: { type: 'integer', minimum: 0, description: 'Rows in all pages' },
        page: { type: 'integer', minimum: 1 },
        limit: { type: 'integer', minimum: 1 },
        extra: { description: 'Figures some lists add beside the rows' },
      },
    },
  },
};

/** Names an operation's path parameters as `documented` does (same place), where the route named them otherwise. */
function renamePathParameters(operation: Json, served: string, documented: string): void {
  const names = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const from = names(served);
  const to = names(documented);
  const parameters = (operation.parameters ?? []) as Json[];
  from.forEach((name, i) => {
    const target = to[i];
    if (!target || target === name) return;
    const param = parameters.find((p) => p.in === 'path' && p.name === name);
    if (param) {
      param.name = target;
      param.description = [`The route's \`${name}\`.`, param.description].filter(Boolean).join(' ');
    }
  });
}

/** The OpenAPI 3.1 document of every REST call the app serves under /api. */
export async function buildOpenApi(app: Express): Promise<Json> {
  const paths: Record<string, Json> = {};
  const outputs = new OutputSchemas();
  // Templates that differ only by a parameter's name are one path: the first one served names it.
  const templates = new Map<string, string>();
  for (const route of describedRoutes(app)) {
    if (route.problem) continue;
    const shape = route.path.replace(/:(\w+)/g, ':');
    const path = templates.get(shape) ?? route.path;
    templates.set(shape, path);
    const operation = await operationFor(route, outputs);
    renamePathParameters(operation, route.path, path);
    const template = path.replace(/:(\w+)/g, '{$1}');
    paths[template] ??= {};
    (paths[template] as Json)[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'School back-office REST API',
      version: '1',
      description:
        'Every call answers the envelope `{code, msg, data}`. Sign in with POST /api/auth/login and send ' +
        '`Authorization: Bearer <token>`. Teachers call /api/lector/…, assistants /api/assistants/…, students ' +
        '/api/app/…. Parameters may come as query, JSON body or form fields alike; integers may be written ' +
        'as digits. Messages are Chinese, as the product’s spec words them.',
    },
    servers: [{ url: '/' }],
    tags: TAGS,
    paths,
    components: {
      ...BASE_COMPONENTS,
      schemas: { ...BASE_COMPONENTS.schemas, ...outputs.schemas },
      responses: sharedErrorResponses(),
    },
  };
}

const built = new WeakMap<Express, Promise<Json>>();

/** The document of one app, built once (the routes do not change while it runs). */
export function openApiOf(app: Express): Promise<Json> {
  let doc = built.get(app);
  if (!doc) {
    doc = buildOpenApi(app);
    built.set(app, doc);
    doc.catch(() => built.delete(app));
  }
  return doc;
}
