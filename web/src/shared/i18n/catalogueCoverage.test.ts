import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Every area of the web app (each directory under web/src but the generated types): each one's texts live in its catalogue. */
const converted = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
  .map((entry) => entry.name)
  .sort();

/**
 * Chinese that stays in code, with why: PrimeReact's own Simplified Chinese pack (beside its built-in
 * English), the Chinese full date's pattern (English uses Intl's), and each language's name written in
 * itself on the language switch.
 */
const allowed: Record<string, string[]> = {
  'app/locale.ts': ['*'],
  'shared/schoolZone.ts': ['年', '月', '日'],
  'shared/i18n/LanguageSwitch.tsx': ['中文'],
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['generated', 'i18n'].includes(entry.name) ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The Chinese texts a source holds in its code: strings, templates and JSX text (comments aside). */
export function chineseLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) {
      if (CHINESE.test(node.text)) found.push(node.text.trim());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function offences(area: string): string[] {
  const files =
    area === 'shared/i18n' ? [join(src, 'shared/i18n/LanguageSwitch.tsx')] : sourcesUnder(join(src, area));
  return files.flatMap((file) => {
    const name = relative(src, file);
    const allow = allowed[name] ?? [];
    if (allow.includes('*')) return [];
    return chineseLiterals(file, readFileSync(file, 'utf8'))
      .filter((literal) => !allow.includes(literal))
      .map((literal) => `${name}: ${literal}`);
  });
}

describe('every text of the web lives in its catalogue', () => {
  it('finds a Chinese literal in code and not in a comment', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, on purpose.
    expect(chineseLiterals('a.tsx', "// 注释\nconst a = <p title='标题'>正文 {`共 ${1} 条`}</p>;")).toEqual([
      '标题',
      '正文',
      '共',
      '条',
    ]);
  });

  it('scans every area, the new ones too', () => {
    expect(converted).toEqual(expect.arrayContaining(['app', 'grading', 'homework', 'shared']));
  });

  it.each([...converted, 'shared/i18n'])('%s holds no Chinese outside its catalogue', (area) => {
    expect(offences(area)).toEqual([]);
  });
});
