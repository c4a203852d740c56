import sanitizeHtml from 'sanitize-html';
import { isFileUrl } from '../files/fileUrl';

/**
 * Rich text (stems, options, answers, analyses, and later announcements and posts) is cleaned on
 * write: the markup the editor produces (paragraphs, emphasis, lists, alignment and colour, tables,
 * links) stays; scripts, event handlers, frames and foreign styles go. An image stays only when it is
 * a file our files module serves: an image of any other address would be fetched by every reader's
 * browser (tracking, or a request to our own API made with the reader's cookie).
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class', 'style'],
    li: ['data-list', 'class', 'style'],
    ol: ['class', 'style'],
    pre: ['spellcheck', 'class', 'style'],
  },
  allowedClasses: { '*': [/^ql-[a-z0-9-]+$/] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isFileUrl(frame.attribs.src ?? ''),
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH).trim();

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text (names, remarks) keeps no markup at all: tags are removed (script and style with their
 * content), and the text is stored unescaped, since screens show it as text.
 */
export function sanitizePlainText(value: string): string {
  // Unescaping may reveal markup that was written as entities (`&lt;img …&gt;`): clean until stable.
  let text = value;
  for (let round = 0; round < 5; round += 1) {
    const next = sanitizeHtml(text, NO_TAGS).replace(/&(amp|lt|gt|quot);/g, (e) => ENTITIES[e] ?? e);
    if (next === text) break;
    text = next;
  }
  return text;
}
