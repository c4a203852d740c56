import type { Page } from 'playwright-core';

/**
 * On the answer sheet: a short answer's text typed and a photo chosen from the gallery, waited for
 * until the photo shows and the draft is saved. Answers the photo's URL.
 */
export async function answerEssayWithPhoto(
  p: Page,
  essayId: number,
  text: string,
  png: Buffer,
): Promise<string> {
  await p.locator(`#answer-${essayId}`).fill(text);
  await p
    .getByTestId(`gallery-${essayId}`)
    .setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: png });
  const photo = p.getByRole('img', { name: '作答图片1' });
  await photo.waitFor();
  await p.getByText('已自动保存').waitFor();
  return (await photo.getAttribute('src')) as string;
}
