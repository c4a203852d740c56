import { Parser } from 'htmlparser2';

/**
 * An oracle independent of the sanitiser's configuration: what stored rich text may contain for a
 * browser to show it without running anything or fetching anything but our own files.
 */
const SAFE_TAGS = new Set([
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'ol',
  'ul',
  'li',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const SAFE_ATTRIBUTES = new Set([
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'class',
  'style',
  'data-list',
  'spellcheck',
]);
const OUR_FILE = /^\/api\/files\/[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

/** Every reason the HTML is unsafe (empty when safe). */
export function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!SAFE_TAGS.has(name)) problems.push(`tag <${name}>`);
        for (const [attr, value] of Object.entries(attributes)) {
          if (!SAFE_ATTRIBUTES.has(attr)) problems.push(`attribute ${attr} on <${name}>`);
          if (attr === 'src' && !OUR_FILE.test(value)) problems.push(`image address ${value}`);
          if (attr === 'href' && !/^(https?:|mailto:)/i.test(value.trim())) problems.push(`link ${value}`);
          if (attr === 'style' && /url|expression|import|\\/i.test(value)) problems.push(`style ${value}`);
        }
      },
      oncomment(data) {
        if (/[<>]/.test(data)) problems.push(`comment ${data}`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}

/** Plain text shows as text: no tag a browser would build if it were ever put into HTML. */
export function plainTextProblems(text: string): string[] {
  return /<[a-z!/?]/i.test(text) ? [`markup in plain text: ${text.slice(0, 80)}`] : [];
}
