import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type HTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

interface ListOptions {
  dense: boolean;
}

const ListContext = createContext<ListOptions>({ dense: false });

const Subheader = styled.div`
  padding: 0.75rem 1rem 0.25rem;
  font-size: 0.8125rem;
  font-weight: 500;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Root = styled.ul<{ $divided: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $divided, theme }) =>
    $divided &&
    css`
      & > li + li {
        border-block-start: 1px solid ${theme.palette.divider};
      }
    `}
`;

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** Tighter rows (toolbars, side panels); the default suits a card. */
  dense?: boolean;
  /** A line between every two items. */
  divided?: boolean;
  /** A title above the list that also names it for screen readers. */
  subheader?: ReactNode;
  children: ReactNode;
}

/**
 * A list (`<ul>`) of ListItems: name it with `subheader`, `aria-label` or `aria-labelledby`. Items
 * may be plain, buttons or links, with an avatar or icon at the start and an action at the end.
 */
export const List = forwardRef<HTMLUListElement, ListProps>(function List(
  { dense = false, divided = false, subheader, children, ...rest },
  ref,
) {
  const subheaderId = useId();
  const list = (
    <ListContext.Provider value={{ dense }}>
      <Root
        ref={ref}
        $divided={divided}
        aria-labelledby={subheader && !rest['aria-label'] ? subheaderId : undefined}
        {...rest}
      >
        {children}
      </Root>
    </ListContext.Provider>
  );
  if (!subheader) return list;
  return (
    <>
      <Subheader id={subheaderId}>{subheader}</Subheader>
      {list}
    </>
  );
});

// An item that is a button or link is highlighted as a whole row, its end action included.
const Item = styled.li<{ $dense: boolean; $interactive: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-inline-size: 0;
  ${({ $interactive, $dense, theme }) =>
    $interactive
      ? css`
          padding-inline-end: 1rem;
          border-radius: ${theme.radius.md}px;
          transition: background-color 0.15s;
          &:has(> [data-row]:hover:not(:disabled):not([aria-disabled='true'])) {
            background: ${theme.palette.action.hover};
          }
          &:has(> [data-row][aria-current]) {
            background: ${theme.palette.primary.tonal};
            color: ${theme.palette.primary.text};
          }
        `
      : css`
          padding: ${$dense ? '0.375rem 1rem' : '0.625rem 1rem'};
        `}
`;

const interactiveRow = css<{ $dense: boolean }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 0.75rem;
  min-inline-size: 0;
  margin: 0;
  padding: ${({ $dense }) => ($dense ? '0.375rem 1rem' : '0.625rem 1rem')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const RowButton = styled.button<{ $dense: boolean }>`
  ${interactiveRow}
`;

const RowLink = styled(Link)<{ $dense: boolean }>`
  ${interactiveRow}
`;

const Start = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.palette.text.secondary};
  [aria-current] > & {
    color: inherit;
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

const Primary = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 500;
`;

const Secondary = styled.span<{ $dense: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ $dense }) => ($dense ? '0.8125rem' : '0.875rem')};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const End = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 0.25rem;
`;

export interface ListItemProps extends Omit<HTMLAttributes<HTMLLIElement>, 'onClick'> {
  /** The item's main line. */
  primary: ReactNode;
  /** A second, quieter line. */
  secondary?: ReactNode;
  /** An avatar or icon before the text (icons decorative: `aria-hidden`). */
  start?: ReactNode;
  /** An action after the text (icon button, switch, checkbox, chip): kept outside the item's own button or link. */
  end?: ReactNode;
  /** Makes the item a button. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Makes the item a router link. */
  to?: string;
  /** The chosen item of a selectable list (announced as current). */
  selected?: boolean;
  /** A disabled button or link item. */
  disabled?: boolean;
}

/**
 * One `<li>`: plain text, or with `onClick` a real button, with `to` a real link, so a selectable
 * item is reached with Tab and used with Enter (and Space for a button).
 */
export const ListItem = forwardRef<HTMLLIElement, ListItemProps>(function ListItem(
  { primary, secondary, start, end, onClick, to, selected, disabled, ...rest },
  ref,
) {
  const { dense } = useContext(ListContext);
  const content = (
    <>
      {start && <Start>{start}</Start>}
      <Text>
        <Primary>{primary}</Primary>
        {secondary && <Secondary $dense={dense}>{secondary}</Secondary>}
      </Text>
    </>
  );
  const interactive = onClick !== undefined || to !== undefined;
  return (
    <Item ref={ref} $dense={dense} $interactive={interactive} {...rest}>
      {to !== undefined ? (
        <RowLink
          data-row=""
          to={to}
          $dense={dense}
          aria-current={selected ? 'page' : undefined}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : undefined}
          onClick={disabled ? (event) => event.preventDefault() : undefined}
        >
          {content}
        </RowLink>
      ) : onClick !== undefined ? (
        <RowButton
          data-row=""
          type="button"
          $dense={dense}
          aria-current={selected ? 'true' : undefined}
          disabled={disabled}
          onClick={onClick}
        >
          {content}
        </RowButton>
      ) : (
        content
      )}
      {end && <End>{end}</End>}
    </Item>
  );
});

const Divider = styled.li<{ $inset: boolean }>`
  block-size: 1px;
  margin-block: 0.25rem;
  margin-inline-start: ${({ $inset }) => ($inset ? '3.75rem' : '0')};
  background: ${({ theme }) => theme.palette.divider};
`;

/**
 * A line between two items where `divided` on the List is too much; `inset` starts it after the
 * avatars. Decorative: a list holds only items, so it is hidden from assistive technologies.
 */
export function ListDivider({ inset = false }: { inset?: boolean }) {
  return <Divider aria-hidden="true" $inset={inset} />;
}
