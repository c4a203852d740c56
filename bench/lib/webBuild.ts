import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
let built = false;

/** Builds the web app (`npm run build -w web`) once per bench run, for every benchmark that reads it. */
export function buildWebOnce(): string {
  if (!built) {
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'ignore' });
    built = true;
  }
  return join(root, 'web', 'dist');
}
