import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from './Avatar';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-inline-size: 12rem;
`;

const Primary = styled.div`
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.primary};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

const Secondary = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** A table cell naming a person or thing: avatar (image or initials), name (or a link), one detail line. */
export function IdentityCell({
  name,
  detail,
  src,
  title,
}: {
  name: string;
  detail?: ReactNode;
  src?: string | null;
  title?: ReactNode;
}) {
  return (
    <Root>
      <Avatar name={name} src={src} size={34} />
      <div>
        <Primary>{title ?? name}</Primary>
        {detail ? <Secondary>{detail}</Secondary> : null}
      </div>
    </Root>
  );
}
