import recorded from './demoExamples.json' with { type: 'json' };

/**
 * Answers of the demo school published as the example of their route's success payload (`data`),
 * keyed `METHOD /path`; `openapi.ts` attaches an entry to its operation. `npm run examples` records
 * them (recordDemoExamples.ts) from a freshly seeded demo school: the GET routes that change nothing.
 */
export const DEMO_EXAMPLES: Record<string, unknown> = recorded;
