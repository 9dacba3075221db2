import styled from 'styled-components';
import { AuthSubtitle, AuthTitle } from '../AuthCard';
import { BrandLogo } from '../../layouts/BrandLogo';
import type { AuthLayout, AuthLayoutProps } from '../authFrame';

/** Below this width the illustration is left out: the form takes the whole screen. */
const WIDE = '(min-width: 960px)';

const Split = styled.main`
  min-block-size: 100vh;
  display: grid;
  @media ${WIDE} {
    grid-template-columns: minmax(0, 1.6fr) minmax(26rem, 1fr);
  }
`;

const Illustration = styled.div`
  display: none;
  @media ${WIDE} {
    display: grid;
    place-items: center;
    padding: 3rem;
    background: ${({ theme }) => theme.palette.primary.main}14;
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

const Panel = styled.div`
  display: grid;
  align-content: center;
  gap: 1.5rem;
  padding: 2.5rem clamp(1.5rem, 5vw, 3rem);
  background: ${({ theme }) => theme.palette.background.paper};
  & > * {
    inline-size: min(100%, 28rem);
    justify-self: center;
  }
`;

const Brand = styled.div`
  justify-self: center;
  @media ${WIDE} {
    justify-self: start;
  }
`;

/**
 * The v2 layout: an illustration beside the form (decorative, so no alternative text; lazy, so a
 * narrow screen, which hides it, never downloads it).
 */
export function splitAuthLayout(illustration: string): AuthLayout {
  return function SplitAuthLayout({ title, subtitle, children }: AuthLayoutProps) {
    return (
      <Split>
        <Illustration>
          <img src={illustration} alt="" width={640} height={480} loading="lazy" decoding="async" />
        </Illustration>
        <Panel>
          <Brand>
            <BrandLogo large />
          </Brand>
          <div>
            <AuthTitle>{title}</AuthTitle>
            {subtitle && <AuthSubtitle>{subtitle}</AuthSubtitle>}
            {children}
          </div>
        </Panel>
      </Split>
    );
  };
}
