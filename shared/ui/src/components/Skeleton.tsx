import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: .45; }`;

/** A placeholder block while content loads. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  inline-size: ${({ $width }) => $width ?? '100%'};
  block-size: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : `${theme.radius.sm}px`)};
  background: ${({ theme }) => theme.palette.action.selected};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
