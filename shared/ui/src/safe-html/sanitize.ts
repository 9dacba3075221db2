import DOMPurify from 'dompurify';

export interface SanitizeOptions {
  /**
   * Keep the message from fetching anything while it is read: every image or media source that would
   * be requested (any URL but an inline `data:` one) is moved to a `data-blocked-*` attribute. A remote
   * image tells its sender that, when and where the message was opened.
   */
  blockRemoteImages?: boolean;
}

export interface SanitizedHtml {
  html: string;
  /** Whether a source was held back (so the reader can be offered to load it). */
  blockedRemoteImages: boolean;
}

// Attributes through which an element of the HTML profile fetches a resource as soon as it is rendered.
const FETCHING_ATTRIBUTES = ['src', 'srcset', 'poster', 'background'] as const;
const LINK_ELEMENTS = new Set(['A', 'AREA']);

/**
 * Whether a browser would request this URL. It trims leading and trailing C0 controls and spaces and
 * ignores tabs and newlines anywhere, so `" ht\ttp://x"` is a request too; only `data:` stays inline.
 */
function requestsSomething(name: string, value: string): boolean {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  const url = value.slice(start, end).replace(/[\t\n\r]/g, '');
  if (url === '') return false;
  // A srcset lists several candidates and data: URLs hold commas, so any srcset is held back.
  if (name === 'srcset') return true;
  return !/^data:/i.test(url);
}

// A dedicated instance: hooks are global to a DOMPurify instance, and other code may use the default one.
// Sanitising is synchronous, so the options of the call in progress can live in one variable.
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);
let current: { blockRemoteImages: boolean; blocked: boolean } | null = null;

purifier?.addHook('afterSanitizeAttributes', (node) => {
  // The message is parsed into a document of its own, so test the node type rather than instanceof.
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  // Links leave the app: a new tab that cannot reach back into this one, and no referrer to the target.
  if (LINK_ELEMENTS.has(element.nodeName) && element.hasAttribute('href')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  if (!current?.blockRemoteImages) return;
  for (const name of FETCHING_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null || !requestsSomething(name, value)) continue;
    element.setAttribute(`data-blocked-${name}`, value);
    element.removeAttribute(name);
    current.blocked = true;
  }
});

/** Removes scripts, event handlers, forms, styles and anything else that is not plain rich text. */
export function sanitize(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  if (!purifier) return { html: '', blockedRemoteImages: false };
  current = { blockRemoteImages: options.blockRemoteImages ?? false, blocked: false };
  try {
    const clean = purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
      // Inline styles could load images (`background: url(…)`) and restyle the app around the message.
      FORBID_ATTR: ['style'],
    });
    return { html: clean, blockedRemoteImages: current.blocked };
  } finally {
    current = null;
  }
}

/** The sanitised HTML as a string (see `sanitize`). */
export function sanitizeHtml(html: string, options?: SanitizeOptions): string {
  return sanitize(html, options).html;
}
