import styled from 'styled-components';
import { Card, DataIcon } from '@atrium/ui/core';

const Root = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 1.5rem;
  text-align: center;
  .icon {
    display: grid;
    place-items: center;
    inline-size: 4rem;
    block-size: 4rem;
    border-radius: 50%;
    color: ${({ theme }) => theme.palette.primary.text};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  h3 {
    margin: 0.5rem 0 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** An article or a topic shown as a card: its icon, title and a line about it. */
export function ArticleCard({ icon, title, subtitle }: { icon: string; title: string; subtitle: string }) {
  return (
    <Root as="article">
      <span className="icon">
        <DataIcon name={icon} size={32} />
      </span>
      {/* Article texts come from data, in their own language and direction. */}
      <h3 dir="auto">{title}</h3>
      <p dir="auto">{subtitle}</p>
    </Root>
  );
}
