/**
 * The SHA-256 of a text, as lowercase hex (a persisted query's hash). Web Crypto computes it where the
 * page is a secure context (HTTPS, localhost); on plain HTTP, which schools often use on their own
 * network, Web Crypto is missing and a JavaScript implementation loads on first use instead.
 */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return (await import('js-sha256')).sha256(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
