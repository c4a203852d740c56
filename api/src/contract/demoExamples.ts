/**
 * Answers of the demo school to publish as the example of their route's success payload (`data`),
 * keyed `METHOD /path`; `openapi.ts` attaches an entry to its operation. None is recorded yet, so the
 * document carries no example (docs/decisions.md).
 */
export const DEMO_EXAMPLES: Record<string, unknown> = {};
