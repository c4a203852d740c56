import { writeFileSync } from 'node:fs';
import { recordDemoExamples } from '../contract/recordDemoExamples';

/**
 * `npm run examples`: calls every operation of a freshly seeded demo school and writes the answers
 * to `api/src/contract/demoExamples.json`, the examples the OpenAPI document publishes; prints the
 * operations left without one and why.
 */
const { examples, misses } = await recordDemoExamples();
const file = new URL('../contract/demoExamples.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(examples, null, 2)}\n`);
for (const [key, why] of Object.entries(misses)) console.log(`no example: ${key}: ${why}`);
console.log(`${Object.keys(examples).length} examples written to ${file.pathname}`);
