import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { sanitize } from './sanitize';

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

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Hold back images and media that would be fetched from elsewhere (see `SanitizeOptions`). */
  blockRemoteImages?: boolean;
  /** Told after each render whether something was held back, so the reader can be offered to load it. */
  onRemoteImagesBlocked?: (blocked: boolean) => void;
}

/**
 * Rich text that comes from data (an email body, a help article), sanitised with DOMPurify before it
 * reaches the DOM, in the theme's type; its links open in a new tab. Its own entry
 * (`@atrium/ui/safe-html`): only the screens that show such text load DOMPurify.
 */
export function SafeHtml({
  html,
  className,
  blockRemoteImages = false,
  onRemoteImagesBlocked,
}: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html, { blockRemoteImages }), [html, blockRemoteImages]);
  useEffect(() => {
    onRemoteImagesBlocked?.(clean.blockedRemoteImages);
  }, [clean.blockedRemoteImages, onRemoteImagesBlocked]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
