import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints one line per class of cases (the top-level `describe` of each test): cases tried, passed,
 * failed. Used by the suites that report per class or per machine (`test:paths`, `test:security`).
 */
export default class SuiteTable implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = new Map<string, { cases: number; failed: number; skipped: number; coverage?: Coverage }>();
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const name = classOf(test);
        const row = rows.get(name) ?? { cases: 0, failed: 0, skipped: 0 };
        const state = test.result().state;
        row.cases += 1;
        if (state === 'failed') row.failed += 1;
        if (state === 'skipped') row.skipped += 1;
        const coverage = (test.meta() as { pathCoverage?: Coverage }).pathCoverage;
        if (coverage) row.coverage = coverage;
        rows.set(name, row);
      }
    }
    const width = Math.max(5, ...[...rows.keys()].map((k) => k.length));
    // Path suites add, per machine, the paths run and the states and transitions they cover.
    const withCoverage = [...rows.values()].some((row) => row.coverage);
    const line = (a: string, b: string, c: string, d: string, coverage?: Coverage | 'header') => {
      const base = `${a.padEnd(width)}  ${b.padStart(6)}  ${c.padStart(6)}  ${d.padStart(7)}`;
      if (!withCoverage) return base;
      const [paths, states, transitions] =
        coverage === 'header'
          ? ['paths', 'states', 'transitions']
          : coverage
            ? [String(coverage.paths), coverage.states, coverage.transitions]
            : ['', '', ''];
      return `${base}  ${paths.padStart(5)}  ${states.padStart(7)}  ${transitions.padStart(11)}`;
    };
    const out = [line('class', 'cases', 'failed', 'skipped', 'header')];
    let cases = 0;
    let failed = 0;
    for (const [name, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
      out.push(line(name, String(row.cases), String(row.failed), String(row.skipped), row.coverage));
      cases += row.cases;
      failed += row.failed;
    }
    out.push(line('total', String(cases), String(failed), ''));
    process.stdout.write(`\n${out.join('\n')}\n`);
  }
}

interface Coverage {
  paths: number;
  states: string;
  transitions: string;
}

function classOf(test: TestCase): string {
  let node: TestCase['parent'] = test.parent;
  let top: string | undefined;
  while (node.type === 'suite') {
    top = node.name;
    node = node.parent;
  }
  return top ?? test.module.moduleId.split('/').pop() ?? 'cases';
}
