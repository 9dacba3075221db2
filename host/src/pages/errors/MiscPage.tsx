import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.section`
  min-block-size: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  padding: 2rem 1.25rem;
  text-align: center;
`;

const Code = styled.div`
  font-size: clamp(3.5rem, 10vw, 6rem);
  font-weight: 600;
  line-height: 1;
  color: ${({ theme }) => theme.palette.primary.text};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Text = styled.p`
  margin: 0 0 0.75rem;
  max-inline-size: 36rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/**
 * The shared frame of the not-found, not-authorized, server-error and unavailable screens. `page`: the
 * screen is the whole page (the blank layout), so it is the document's main landmark; otherwise it
 * sits in the app's main content.
 */
export function MiscPage({
  code,
  heading,
  text,
  children,
  role,
  page = false,
}: {
  code?: string;
  heading: string;
  text: string;
  children?: ReactNode;
  role?: 'alert';
  page?: boolean;
}) {
  return (
    <Wrap as={page ? 'main' : 'section'} role={role}>
      {code && <Code aria-hidden="true">{code}</Code>}
      <Heading>{heading}</Heading>
      <Text>{text}</Text>
      {children}
    </Wrap>
  );
}
