/**
 * Whether an answer image is a file this product serves. Until the files module serves answer
 * uploads, that is the shape of the question-image uploads: `/uploads/<folder>/<content-hash>.<ext>`.
 * The files module replaces this one function with its own check.
 */
export const isServedAnswerImage = (url: string): boolean =>
  /^\/uploads\/[a-z]+\/[a-z0-9]+\.(png|jpe?g|gif|webp)$/.test(url);
