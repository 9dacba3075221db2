import {
  createContext,
  useContext,
  type LiHTMLAttributes,
  type OlHTMLAttributes,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import type { ColorName } from '../theme/theme';

export interface TimelineEvent {
  /** Unique within the timeline. */
  id: string | number;
  title: ReactNode;
  description?: ReactNode;
  /** When it happened, as an ISO date-time: what the `<time>` element gives a machine. */
  at: string;
  /** When it happened as the user reads it, formatted by the caller in the page's locale. */
  time: ReactNode;
  /** The colour of the event's dot (default primary). */
  color?: ColorName;
}

/** `start`: the line along the start edge; `alternate`: the line in the middle, events on both sides (wide screens). */
export type TimelineAlign = 'start' | 'alternate';

export interface TimelineProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  /** In the order they are shown; the caller decides oldest or newest first. Or pass TimelineItems as children. */
  events?: readonly TimelineEvent[];
  align?: TimelineAlign;
  children?: ReactNode;
}

const TimelineContext = createContext<{ align: TimelineAlign }>({ align: 'start' });

/*
 * One grid for the whole list, each event a row of it (subgrid): the rail stays straight however wide
 * each event's opposite content is. Columns: [opposite] rail content, or in alternation content or
 * opposite on either side of the rail. Grid columns follow the reading direction, so RTL needs nothing.
 * Alternating only from the medium breakpoint: on a phone both sides would be too narrow.
 */
const List = styled.ol<{ $align: TimelineAlign }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $align, theme }) =>
    $align === 'start'
      ? css`
          &:has(> li > [data-slot='opposite']) {
            grid-template-columns: fit-content(40%) auto minmax(0, 1fr);
          }
        `
      : css`
          @media (min-width: ${theme.breakpoints.md}px) {
            grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
          }
        `}
`;

/*
 * An event places its parts in the list's columns: the rail (dot + dashed line down to the next
 * event), the content and the optional opposite content (a time). Alternating, odd events have their
 * content after the rail and even ones before it; narrow, the opposite content goes above the text.
 */
const Item = styled.li<{ $align: TimelineAlign }>`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  & > [data-slot='rail'] {
    grid-row: 1;
    grid-column: 1;
  }
  & > [data-slot='content'] {
    grid-row: 1;
    grid-column: 2;
  }
  ${({ $align, theme }) =>
    $align === 'start'
      ? css`
          ol:has(> li > [data-slot='opposite']) > & > [data-slot='rail'] {
            grid-column: 2;
          }
          ol:has(> li > [data-slot='opposite']) > & > [data-slot='content'] {
            grid-column: 3;
          }
          & > [data-slot='opposite'] {
            grid-row: 1;
            grid-column: 1;
            text-align: end;
          }
        `
      : css`
          & > [data-slot='rail'] {
            grid-row: 1 / span 2;
          }
          & > [data-slot='opposite'] {
            grid-row: 1;
            grid-column: 2;
            padding-block-start: 0;
          }
          & > [data-slot='content']:has(+ [data-slot='opposite']) {
            grid-row: 2;
          }
          @media (min-width: ${theme.breakpoints.md}px) {
            & > [data-slot='rail'] {
              grid-row: 1;
              grid-column: 2;
            }
            & > [data-slot='opposite'] {
              grid-row: 1;
              padding-block-start: 0.2rem;
            }
            & > [data-slot='content']:has(+ [data-slot='opposite']) {
              grid-row: 1;
            }
            &:nth-child(odd) > [data-slot='opposite'] {
              grid-column: 1;
              text-align: end;
            }
            &:nth-child(odd) > [data-slot='content'] {
              grid-column: 3;
            }
            &:nth-child(even) > [data-slot='content'] {
              grid-column: 1;
              text-align: end;
            }
            &:nth-child(even) > [data-slot='opposite'] {
              grid-column: 3;
            }
          }
        `}
`;

const Rail = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-inline-size: 1.5rem;
`;

const Connector = styled.span`
  flex: 1;
  min-block-size: 1rem;
  margin-block: 0.25rem;
  border-inline-start: 1px dashed ${({ theme }) => theme.palette.divider};
  li:last-child > div > & {
    visibility: hidden;
  }
`;

export type TimelineDotVariant = 'filled' | 'outlined';

const Dot = styled.span<{ $color: ColorName; $variant: TimelineDotVariant; $icon: boolean }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  margin-block-start: ${({ $icon }) => ($icon ? '0' : '0.3rem')};
  inline-size: ${({ $icon }) => ($icon ? '2rem' : '0.75rem')};
  block-size: ${({ $icon }) => ($icon ? '2rem' : '0.75rem')};
  border-radius: 50%;
  ${({ theme, $color, $variant, $icon }) => {
    const color = theme.palette[$color];
    if ($icon) {
      return $variant === 'outlined'
        ? css`
            border: 2px solid ${color.main};
            color: ${color.text};
            background: ${theme.palette.background.paper};
          `
        : css`
            color: ${color.text};
            background: ${color.tonal};
          `;
    }
    return $variant === 'outlined'
      ? css`
          border: 2px solid ${color.main};
          background: ${theme.palette.background.paper};
        `
      : css`
          background: ${color.main};
          box-shadow: 0 0 0 3px ${color.tonal};
        `;
  }}
`;

const Content = styled.div`
  min-inline-size: 0;
  padding-block-end: 1.25rem;
  li:last-child > & {
    padding-block-end: 0;
  }
`;

const Opposite = styled.div`
  min-inline-size: 0;
  padding-block-start: 0.2rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Title = styled.strong`
  display: block;
  font-weight: 500;
`;

const secondaryText = css`
  margin: 0.15rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Description = styled.p`
  ${secondaryText}
`;

const When = styled.time`
  display: block;
  ${secondaryText}
`;

const Extra = styled.div`
  margin-block-start: 0.5rem;
`;

export interface TimelineItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** When it happened, as an ISO date-time, with `time` (what the user reads); shown under the description. */
  at?: string;
  time?: ReactNode;
  /** Content on the other side of the line (e.g. a `<time>`): before it when aligned start, across it when alternating. */
  opposite?: ReactNode;
  /** The dot's colour (default primary). */
  color?: ColorName;
  /** A filled dot (default) or a ring. */
  dotVariant?: TimelineDotVariant;
  /** An icon inside a larger dot (decorative). */
  icon?: ReactNode;
  /** More under the text: chips, avatars, an attachment. */
  children?: ReactNode;
}

/** One event of a Timeline: an `<li>` whose dot and line are drawn, not read. */
export function TimelineItem({
  title,
  description,
  at,
  time,
  opposite,
  color = 'primary',
  dotVariant = 'filled',
  icon,
  children,
  ...rest
}: TimelineItemProps) {
  const { align } = useContext(TimelineContext);
  return (
    <Item $align={align} {...rest}>
      <Rail data-slot="rail">
        <Dot $color={color} $variant={dotVariant} $icon={Boolean(icon)} aria-hidden="true">
          {icon}
        </Dot>
        <Connector aria-hidden="true" />
      </Rail>
      <Content data-slot="content">
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
        {time && <When dateTime={at}>{time}</When>}
        {children && <Extra>{children}</Extra>}
      </Content>
      {opposite && <Opposite data-slot="opposite">{opposite}</Opposite>}
    </Item>
  );
}

/**
 * Events along a line: an ordered list (name it with `aria-label`), from `events` or TimelineItem
 * children, aligned along the start edge (the right in RTL) or alternating on wide screens.
 */
export function Timeline({ events, align = 'start', children, ...rest }: TimelineProps) {
  return (
    <TimelineContext.Provider value={{ align }}>
      <List $align={align} {...rest}>
        {events?.map((event) => (
          <TimelineItem
            key={event.id}
            title={event.title}
            description={event.description}
            at={event.at}
            time={event.time}
            color={event.color}
          />
        ))}
        {children}
      </List>
    </TimelineContext.Provider>
  );
}
