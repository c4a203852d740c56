import type { FileExt } from './contentType';

/** The kinds an image field or image upload accepts. */
export const IMAGE_KINDS: readonly FileExt[] = ['png', 'jpg', 'gif', 'webp'];
/** Largest image kept (uploaded, pasted into rich text or found in an imported document). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
