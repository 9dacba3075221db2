import { Accordion } from 'radix-ui';
import styled from 'styled-components';
import { IconChevronDown } from '@tabler/icons-react';
import type { FaqItem } from '@atrium/contracts';

const Root = styled(Accordion.Root)`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled(Accordion.Item)`
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  border: ${({ theme }) => (theme.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : '0')};
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-size: 1rem;
  font-weight: 500;
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  inline-size: 100%;
  padding: 1rem 1.25rem;
  border: 0;
  border-radius: inherit;
  background: none;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Content = styled(Accordion.Content)`
  padding: 0 1.25rem 1rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  line-height: 1.6;
`;

/** The questions of one FAQ group: Radix accordion (Enter / Space open, arrows move, Home / End). */
export function FaqAccordion({ items, defaultOpen }: { items: FaqItem[]; defaultOpen?: string }) {
  return (
    <Root type="single" collapsible defaultValue={defaultOpen}>
      {items.map((item) => (
        <Item key={item.question} value={item.question}>
          <Header>
            <Trigger>
              {item.question}
              <IconChevronDown size={20} aria-hidden="true" />
            </Trigger>
          </Header>
          <Content>{item.answer}</Content>
        </Item>
      ))}
    </Root>
  );
}
