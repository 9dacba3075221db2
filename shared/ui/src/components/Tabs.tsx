import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled, { css, useTheme } from 'styled-components';

export type TabsVariant = 'underline' | 'pills';

const Root = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-inline-size: 0;
  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

const List = styled(RadixTabs.List)<{ $variant: TabsVariant }>`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  &[data-orientation='vertical'] {
    flex-direction: column;
    flex: none;
    overflow-x: visible;
  }
  ${({ $variant, theme }) =>
    $variant === 'underline' &&
    css`
      border-block-end: 1px solid ${theme.palette.divider};
      &[data-orientation='vertical'] {
        border-block-end: 0;
        border-inline-end: 1px solid ${theme.palette.divider};
      }
    `}
`;

const Trigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding: 0.5rem 1.25rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s,
    color 0.15s;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.palette.primary.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  [data-variant='underline'] > & {
    margin-block-end: -1px;
    border-block-end: 2px solid transparent;
  }
  [data-variant='underline'] > &[data-state='active'] {
    color: ${({ theme }) => theme.palette.primary.text};
    border-block-end-color: ${({ theme }) => theme.palette.primary.main};
  }
  [data-variant='underline'][data-orientation='vertical'] > & {
    justify-content: flex-start;
    margin-block-end: 0;
    margin-inline-end: -1px;
    border-block-end: 0;
    border-inline-end: 2px solid transparent;
  }
  [data-variant='underline'][data-orientation='vertical'] > &[data-state='active'] {
    border-inline-end-color: ${({ theme }) => theme.palette.primary.main};
  }
  [data-variant='pills'] > & {
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
  /* Stacked tabs line up at the start, like a menu, whatever their variant. */
  [data-orientation='vertical'] > & {
    justify-content: flex-start;
  }
  [data-variant='pills'] > &[data-state='active'] {
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.contrastText};
    box-shadow: 0 2px 6px ${({ theme }) => theme.palette.primary.tonal};
  }
`;

const Panel = styled(RadixTabs.Content)`
  min-inline-size: 0;
  flex: 1;
  /* A panel kept mounted (forceMount) while another tab shows: hidden, its state kept. */
  &[data-state='inactive'] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
`;

export interface TabsProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Root>, 'asChild'> {
  children: ReactNode;
}

/**
 * Tabs (Radix): arrow keys move between tabs (mirrored in RTL), Home/End, automatic activation.
 * Controlled with `value` + `onValueChange` (e.g. a tab kept in the URL) or uncontrolled with `defaultValue`.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ dir, ...rest }, ref) {
  const theme = useTheme();
  return <Root ref={ref} dir={dir ?? theme.direction} {...rest} />;
});

export interface TabListProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'asChild'> {
  /** Names the tab list for screen readers ("Account settings sections"). */
  'aria-label'?: string;
  variant?: TabsVariant;
}

export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { variant = 'underline', ...rest },
  ref,
) {
  return <List ref={ref} $variant={variant} data-variant={variant} {...rest} />;
});

export interface TabProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>, 'asChild'> {
  value: string;
  icon?: ReactNode;
}

export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab({ icon, children, ...rest }, ref) {
  return (
    <Trigger ref={ref} {...rest}>
      {icon}
      {children}
    </Trigger>
  );
});

export interface TabPanelProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Content>, 'asChild'> {
  value: string;
}

export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(props, ref) {
  return <Panel ref={ref} {...props} />;
});
