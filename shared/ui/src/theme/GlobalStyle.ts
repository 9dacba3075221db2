import { createGlobalStyle } from 'styled-components';

/** Base typography, colours as CSS variables (for code outside styled-components), focus rings. */
export const GlobalStyle = createGlobalStyle`
  :root {
    --atrium-primary: ${({ theme }) => theme.palette.primary.main};
    --atrium-primary-contrast: ${({ theme }) => theme.palette.primary.contrastText};
    --atrium-text-primary: ${({ theme }) => theme.palette.text.primary};
    --atrium-text-secondary: ${({ theme }) => theme.palette.text.secondary};
    --atrium-background: ${({ theme }) => theme.palette.background.default};
    --atrium-paper: ${({ theme }) => theme.palette.background.paper};
    --atrium-divider: ${({ theme }) => theme.palette.divider};
    color-scheme: ${({ theme }) => theme.mode};
  }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    background: ${({ theme }) => theme.palette.background.default};
    /* The page's width does not change when content grows past the window and a scrollbar appears:
       nothing shifts sideways, and charts (which redraw when their box resizes) draw once. */
    scrollbar-gutter: stable;
  }
  /* Icons that point (arrows, chevrons) mirror in right-to-left. */
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size}px;
    line-height: 1.47;
    color: ${({ theme }) => theme.palette.text.primary};
    background: ${({ theme }) => theme.palette.background.default};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6 { color: ${({ theme }) => theme.palette.text.primary}; font-weight: 500; line-height: 1.35; }
  a { color: ${({ theme }) => theme.palette.primary.text}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.palette.primary.main}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.palette.primary.tonal}; }
  #nprogress { pointer-events: none; }
  #nprogress .bar {
    position: fixed; z-index: 1000; inset-block-start: 0; inset-inline-start: 0;
    inline-size: 100%; block-size: 3px; background: ${({ theme }) => theme.palette.primary.main};
  }
`;
