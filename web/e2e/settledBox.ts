import type { Locator } from 'playwright-core';

/**
 * An element's box once it has stopped moving: a dialog opens with a scale transition, and a box read
 * while it runs puts every drag made from it a few pixels off. Waits for the finite animations of the
 * element and its ancestors and for the page's fonts (an icon font loading late widens its buttons),
 * then for two reads 100 ms apart to agree.
 */
export async function settledBox(element: Locator, timeoutMs = 5000) {
  await element.waitFor();
  await element.page().evaluate(() => document.fonts.ready.then(() => undefined));
  await element.evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return target?.contains(el) && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const deadline = Date.now() + timeoutMs;
  let last = await element.boundingBox();
  for (;;) {
    await element.page().waitForTimeout(100);
    const now = await element.boundingBox();
    if (now && last && JSON.stringify(now) === JSON.stringify(last)) return now;
    if (Date.now() > deadline) throw new Error(`the element's box kept moving for ${timeoutMs} ms`);
    last = now;
  }
}
