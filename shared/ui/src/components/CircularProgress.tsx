import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-inline-end-color: transparent;
  animation: ${spin} 0.75s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/** A bare spinner for inline use (buttons). */
export function Spinner({ size = 20 }: { size?: number }) {
  return <Ring $size={size} aria-hidden="true" />;
}

const Svg = styled.svg`
  color: ${({ theme }) => theme.palette.primary.main};
`;

export interface CircularProgressProps {
  /** 0–100 for a determinate circle; omitted = indeterminate. */
  value?: number;
  size?: number;
  'aria-label'?: string;
}

export function CircularProgress({ value, size = 40, ...rest }: CircularProgressProps) {
  if (value === undefined) {
    return (
      <span
        role="progressbar"
        aria-label={rest['aria-label'] ?? 'Loading'}
        style={{ display: 'inline-flex', color: 'var(--atrium-primary)' }}
      >
        <Spinner size={size} />
      </span>
    );
  }
  const r = 18;
  const c = 2 * Math.PI * r;
  const v = Math.max(0, Math.min(100, value));
  return (
    <Svg
      role="progressbar"
      aria-valuenow={v}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={rest['aria-label']}
      width={size}
      height={size}
      viewBox="0 0 44 44"
    >
      <circle cx="22" cy="22" r={r} fill="none" stroke="currentColor" strokeOpacity="0.16" strokeWidth="4" />
      <circle
        cx="22"
        cy="22"
        r={r}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={c}
        strokeDashoffset={c * (1 - v / 100)}
        transform="rotate(-90 22 22)"
      />
    </Svg>
  );
}
