import styled, { keyframes } from 'styled-components';
import type { ColorName } from '../theme/theme';

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

const Indeterminate = styled.span<{ $color: ColorName }>`
  display: inline-flex;
  color: ${({ theme, $color }) => theme.palette[$color].main};
`;

const Determinate = styled.span<{ $color: ColorName; $size: number }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  color: ${({ theme, $color }) => theme.palette[$color].main};
  & > svg {
    position: absolute;
    inset: 0;
  }
`;

// The figure in the middle reads in the readable shade of the colour (the ring itself may be lighter).
const Value = styled.span<{ $color: ColorName; $size: number }>`
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.26))}px;
  font-weight: 500;
  color: ${({ theme, $color }) => theme.palette[$color].text};
`;

export interface CircularProgressProps {
  /** 0–100 for a determinate circle; omitted = indeterminate. */
  value?: number;
  size?: number;
  /** Any palette colour (default primary). */
  color?: ColorName;
  /** Writes the percentage in the middle of a determinate circle (for sizes from about 40px). */
  showValue?: boolean;
  'aria-label'?: string;
}

export function CircularProgress({
  value,
  size = 40,
  color = 'primary',
  showValue = false,
  ...rest
}: CircularProgressProps) {
  if (value === undefined) {
    return (
      <Indeterminate role="progressbar" aria-label={rest['aria-label'] ?? 'Loading'} $color={color}>
        <Spinner size={size} />
      </Indeterminate>
    );
  }
  const r = 18;
  const c = 2 * Math.PI * r;
  const v = Math.max(0, Math.min(100, value));
  return (
    <Determinate
      role="progressbar"
      aria-valuenow={v}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={rest['aria-label']}
      $color={color}
      $size={size}
    >
      <svg width={size} height={size} viewBox="0 0 44 44" aria-hidden="true">
        <circle
          cx="22"
          cy="22"
          r={r}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.16"
          strokeWidth="4"
        />
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
      </svg>
      {showValue && (
        <Value $color={color} $size={size} aria-hidden="true">
          {Math.round(v)}%
        </Value>
      )}
    </Determinate>
  );
}
