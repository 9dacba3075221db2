import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import styled, { css, keyframes, useTheme } from 'styled-components';
import { IconChevronDown } from '@tabler/icons-react';

export type AccordionVariant = 'elevated' | 'bordered';

// Radix measures the opened content and exposes its height, so the panel can grow from 0 to it.
const open = keyframes`
  from { block-size: 0; }
  to { block-size: var(--radix-accordion-content-height); }
`;
const close = keyframes`
  from { block-size: var(--radix-accordion-content-height); }
  to { block-size: 0; }
`;

const Root = styled(RadixAccordion.Root)<{ $variant: AccordionVariant }>`
  display: flex;
  flex-direction: column;
  ${({ $variant, theme }) =>
    $variant === 'bordered'
      ? css`
          border: 1px solid ${theme.palette.divider};
          border-radius: ${theme.radius.md}px;
          background: ${theme.palette.background.paper};
          & > * + * {
            border-block-start: 1px solid ${theme.palette.divider};
          }
        `
      : css`
          gap: 0.5rem;
        `}
`;

const Item = styled(RadixAccordion.Item)`
  min-inline-size: 0;
  color: ${({ theme }) => theme.palette.text.primary};
  [data-variant='elevated'] > & {
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.palette.background.paper};
    box-shadow: ${({ theme }) => theme.shadows[1]};
    border: ${({ theme }) => (theme.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : '0')};
    transition: box-shadow 0.15s;
  }
  [data-variant='elevated'] > &[data-state='open'] {
    box-shadow: ${({ theme }) => theme.shadows[3]};
  }
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font: inherit;
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
  padding: 0.875rem 1.25rem;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.palette.primary.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  &:disabled {
    color: ${({ theme }) => theme.palette.text.disabled};
    cursor: not-allowed;
  }
  &[data-state='open'] {
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

const TriggerIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

const TriggerText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
`;

const Title = styled.span`
  font-weight: 500;
`;

const Subtitle = styled.span`
  margin-block-start: 0.125rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

// Pointing down when closed, up when open: vertical, so the same in both reading directions.
const Chevron = styled(IconChevronDown)`
  flex: none;
  transition: transform 0.2s;
  [data-state='open'] > & {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Content = styled(RadixAccordion.Content)`
  overflow: hidden;
  &[data-state='open'] {
    animation: ${open} 0.2s ease-out;
  }
  &[data-state='closed'] {
    animation: ${close} 0.2s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'],
    &[data-state='closed'] {
      animation: none;
    }
  }
`;

const ContentInner = styled.div`
  padding: 0 1.25rem 1rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export type AccordionProps = (RadixAccordion.AccordionSingleProps | RadixAccordion.AccordionMultipleProps) & {
  /** `elevated`: each panel its own raised surface; `bordered`: one framed block with dividers. */
  variant?: AccordionVariant;
  children: ReactNode;
};

/**
 * Expansion panels (Radix Accordion). `type="single"` opens one at a time (add `collapsible` to let
 * it close), `type="multiple"` several; `defaultValue` opens panels at first. Enter and Space toggle,
 * the arrow keys, Home and End move between the headers.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { variant = 'elevated', dir, ...rest },
  ref,
) {
  const theme = useTheme();
  return (
    <Root
      ref={ref}
      $variant={variant}
      data-variant={variant}
      dir={dir ?? theme.direction}
      {...(rest as ComponentPropsWithoutRef<typeof RadixAccordion.Root>)}
    />
  );
});

export interface AccordionItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>,
  'asChild' | 'title'
> {
  value: string;
  /** The header's text: the button's accessible name. */
  title: ReactNode;
  /** A second line under the title, in the header. */
  subtitle?: ReactNode;
  /** Shown before the title (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** The heading level that wraps the header's button (default 3, under a card's h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
}

export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { title, subtitle, icon, headingLevel = 3, children, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Item ref={ref} {...rest}>
      <Header asChild>
        <Heading>
          <Trigger>
            {icon && <TriggerIcon>{icon}</TriggerIcon>}
            <TriggerText>
              <Title>{title}</Title>
              {subtitle && <Subtitle>{subtitle}</Subtitle>}
            </TriggerText>
            <Chevron size={18} aria-hidden="true" />
          </Trigger>
        </Heading>
      </Header>
      <Content>
        <ContentInner>{children}</ContentInner>
      </Content>
    </Item>
  );
});
