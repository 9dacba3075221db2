import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styled from 'styled-components';

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;
  color: ${({ theme }) => theme.palette.text.primary};
  p {
    margin-block: 0 0.75rem;
  }
  a {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 0.75rem;
    border-inline-start: 3px solid ${({ theme }) => theme.palette.divider};
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Removes scripts, event handlers, forms and anything else that is not plain rich text. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Rich text that comes from data (an email body, a help article), sanitised with DOMPurify before it
 * reaches the DOM, in the theme's type. Its own entry (`@atrium/ui/safe-html`): only the screens that
 * show such text load DOMPurify.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
