import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (stems, options, answers, analyses) is cleaned on write: the markup the editor produces
 * (paragraphs, emphasis, lists, alignment and colour, images) stays; scripts, event handlers, frames
 * and foreign styles go. Images may be ordinary URLs, files we serve under /uploads, or inline
 * base64 images as the editor pastes them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (frame.attribs.src ?? '').startsWith('data:') &&
    !/^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(frame.attribs.src ?? ''),
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
