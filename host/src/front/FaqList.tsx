import styled from 'styled-components';
import { IconChevronDown } from '@tabler/icons-react';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
  inline-size: min(100%, 48rem);
  margin-inline: auto;
  details {
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.palette.background.paper};
    box-shadow: ${({ theme }) => theme.shadows[1]};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1rem 1.25rem;
    cursor: pointer;
    font-weight: 500;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    transition: transform 0.2s;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  p {
    margin: 0;
    padding: 0 1.25rem 1rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Questions that open on their answer: native disclosure widgets (keyboard and screen readers for free). */
export function FaqList({ items }: { items: { q: string; a: string }[] }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.q}>
          <summary>
            {item.q}
            <IconChevronDown size={18} aria-hidden="true" />
          </summary>
          <p>{item.a}</p>
        </details>
      ))}
    </List>
  );
}
