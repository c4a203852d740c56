/**
 * Answers of the demo school, published as the example of their route's success payload (`data`),
 * keyed `METHOD /path`. Each was read from a freshly seeded demo school; the OpenAPI test checks that
 * every example still matches its route's output schema.
 */
export const DEMO_EXAMPLES: Record<string, unknown> = {};
