import { z } from 'zod';

/**
 * A field the spec sends as a JSON string (ques_option, ques_item, question), accepted as that
 * string or as the already-parsed value.
 */
export function jsonField<T extends z.ZodType>(schema: T, message = '数据格式不正确') {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
  }, schema);
}

/** Numbers arrive as strings in queries and forms. */
export const intField = (message: string) => z.coerce.number({ error: message }).int({ error: message });

export const paging = {
  page: z.coerce.number().int().min(1, { error: '页码不正确' }).default(1),
  limit: z.coerce.number().int().min(1, { error: '每页条数不正确' }).max(999_999).default(20),
};

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  extra?: unknown;
}

export const paged = <T>(list: T[], total: number, page: number, limit: number, extra?: unknown): Page<T> =>
  extra === undefined ? { list, total, page, limit } : { list, total, page, limit, extra };

/** Comma-joined ids in a path, e.g. `ques/del/1,2,3`. */
export const idList = (message = '参数不正确') =>
  z
    .string()
    .transform((s) => s.split(',').map((part) => Number(part.trim())))
    .refine((ids) => ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0), { message });
