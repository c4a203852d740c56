/**
 * Rich text as every domain reads it (stems, answers, posts, comments): whether anything would show.
 */

/** Plain text of rich text: tags dropped, entities for spaces folded; media counts as content. */
export function isBlankRichText(html: string): boolean {
  if (/<(img|video|audio|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text.length === 0;
}
