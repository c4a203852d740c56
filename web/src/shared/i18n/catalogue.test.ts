import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, installEnglish, setLocaleForTest } from './catalogue';

const t = catalogue('sample', { rows: '共 {count} 条', title: '标题' });

afterEach(() => setLocaleForTest('zh-CN'));

describe('catalogue', () => {
  it('answers the Chinese text by default, placeholders replaced', () => {
    expect(t('rows', { count: 3 })).toBe('共 3 条');
  });

  it('answers the English text once English is chosen and installed', () => {
    installEnglish({ sample: { rows: '{count} rows', title: 'Title' } });
    setLocaleForTest('en-US');
    expect(t('rows', { count: 3 })).toBe('3 rows');
    expect(t('title')).toBe('Title');
  });

  it('keeps a placeholder it was not given', () => {
    expect(t('rows')).toBe('共 {count} 条');
  });

  it('gives rich text as a string when every part is text', () => {
    expect(t.rich('rows', { count: 2 })).toBe('共 2 条');
  });
});
