import type { OlHTMLAttributes, ReactNode } from 'react';
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

export interface TimelineProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  /** In the order they are shown; the caller decides oldest or newest first. */
  events: readonly TimelineEvent[];
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The dashed line runs along the start edge (the right in RTL) and stops at the last event.
const Item = styled.li`
  position: relative;
  padding-inline-start: 1.75rem;
  padding-block-end: 1.25rem;
  border-inline-start: 1px dashed ${({ theme }) => theme.palette.divider};
  margin-inline-start: 0.4rem;
  &:last-child {
    border-inline-start-color: transparent;
    padding-block-end: 0;
  }
`;

const Dot = styled.span<{ $color: ColorName }>`
  position: absolute;
  inset-inline-start: -0.4rem;
  inset-block-start: 0.2rem;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
  box-shadow: 0 0 0 3px ${({ theme, $color }) => theme.palette[$color].tonal};
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
  ${secondaryText}
`;

/**
 * Events along a line: an ordered list (name it with `aria-label`), each event's title, description
 * and time. The dots are drawn, not read.
 */
export function Timeline({ events, ...rest }: TimelineProps) {
  return (
    <List {...rest}>
      {events.map((event) => (
        <Item key={event.id}>
          <Dot $color={event.color ?? 'primary'} aria-hidden="true" />
          <Title>{event.title}</Title>
          {event.description && <Description>{event.description}</Description>}
          <When dateTime={event.at}>{event.time}</When>
        </Item>
      ))}
    </List>
  );
}
