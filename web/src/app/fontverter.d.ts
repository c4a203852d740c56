/** The part of `fontverter` (no types of its own) the PrimeIcons subset's test uses. */
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
