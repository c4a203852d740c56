import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PDF_INPUT_MAX, PDF_MESSAGES, renderPdf } from './pdf';

/** Chromium processes started by this test process (Playwright launches them as its children). */
const chromiumChildren = () => {
  try {
    return execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)])
      .toString()
      .split('\n')
      .filter((name) => /chrom/i.test(name)).length;
  } catch {
    // ps answers 1 when there are no children at all.
    return 0;
  }
};

describe('the PDF renderer', () => {
  it('stops a render that outlasts its time, with its browser, and says so', {
    timeout: 60_000,
  }, async () => {
    await expect(renderPdf({ html: '<h1>试卷</h1>', css: '' }, 1)).rejects.toMatchObject({
      kind: 'too_large',
      message: PDF_MESSAGES.timeout,
    });
    // The browser may still be starting when the time runs out: it is closed as soon as it is up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await expect.poll(chromiumChildren, { timeout: 20_000, interval: 250 }).toBe(0);
  });

  it('refuses html and css longer than the limit together, before starting anything', async () => {
    const half = 'x'.repeat(PDF_INPUT_MAX / 2);
    await expect(renderPdf({ html: half, css: `${half}x` })).rejects.toMatchObject({
      message: PDF_MESSAGES.tooLarge,
    });
    expect(chromiumChildren()).toBe(0);
  });
});
