import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section<{ $tinted?: boolean }>`
  /* Below the sticky navbar when reached through a link. */
  scroll-margin-block-start: 4.5rem;
  /* A tinted band is the primary tonal laid over the paper: the surface the theme's accessible shades
     (primary.text for links, each colour's tonal chip) are made to read on. Over the page's own
     background, a shade darker in light mode, they fall short of 4.5:1. */
  background: ${({ theme, $tinted }) => ($tinted ? theme.palette.background.paper : 'transparent')};
  .band {
    padding-block: 3.5rem;
    background: ${({ theme, $tinted }) => ($tinted ? theme.palette.primary.tonal : 'transparent')};
  }
  .inner {
    inline-size: min(100% - 2rem, 72rem);
    margin-inline: auto;
  }
  .heading {
    margin: 0 0 2rem;
    text-align: center;
  }
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
    font-weight: 700;
  }
  .heading p {
    margin: 0.5rem 0 0;
    /* The muted text shade falls below 4.5:1 on the tint in dark mode: a tint's text takes the main one. */
    color: ${({ theme, $tinted }) => ($tinted ? theme.palette.text.primary : theme.palette.text.secondary)};
  }
`;

/** A titled band of a front page (its heading names the region). */
export function FrontSection({
  id,
  title,
  subtitle,
  tinted,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Root id={id} aria-labelledby={`${id}-title`} $tinted={tinted}>
      <div className="band">
        <div className="inner">
          <div className="heading">
            <h2 id={`${id}-title`}>{title}</h2>
            {subtitle && <p>{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </Root>
  );
}
