import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import type { ColorName } from '../theme/theme';

/** Animates the logical start edge, so the indeterminate bar runs with the reading direction. */
const travel = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

const Track = styled.div<{ $color: ColorName; $height: number }>`
  position: relative;
  overflow: hidden;
  inline-size: 100%;
  block-size: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
`;

const Bar = styled.div<{ $color: ColorName; $value?: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background: ${({ theme, $color }) => theme.palette[$color].main};
  ${({ $value }) =>
    $value === undefined
      ? css`
          inline-size: 40%;
          animation: ${travel} 1.4s ease-in-out infinite;
          @media (prefers-reduced-motion: reduce) {
            animation-duration: 4s;
          }
        `
      : css`
          inline-size: ${$value}%;
          transition: inline-size 0.3s ease-out;
        `}
`;

// What is already loaded ahead of the value (a video buffered past the playhead): a lighter bar.
const Buffer = styled.div<{ $color: ColorName; $value: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $value }) => $value}%;
  border-radius: inherit;
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
  transition: inline-size 0.3s ease-out;
`;

export interface LinearProgressProps {
  /** 0–100; leave it out for an indeterminate (still working) bar. */
  value?: number;
  /** 0–100, with a value: how far is ready ahead of it, drawn lighter (not announced). */
  buffer?: number;
  color?: ColorName;
  /** Bar thickness in pixels (default 6). */
  height?: number;
  /** Accessible name ("Upload progress"); defaults to "Loading…". */
  'aria-label'?: string;
  /** Or the id of a visible label. */
  'aria-labelledby'?: string;
  className?: string;
  style?: CSSProperties;
}

/** A horizontal progress bar (role="progressbar" with aria-valuenow when determinate), in any palette colour. */
export function LinearProgress({
  value,
  buffer,
  color = 'primary',
  height = 6,
  className,
  style,
  ...aria
}: LinearProgressProps) {
  const { t } = useTranslation('ui');
  const clamped = value === undefined || Number.isNaN(value) ? undefined : Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped === undefined ? undefined : Math.round(clamped)}
      aria-label={aria['aria-labelledby'] ? undefined : (aria['aria-label'] ?? t('loading', 'Loading…'))}
      aria-labelledby={aria['aria-labelledby']}
      className={className}
      style={style}
      $color={color}
      $height={height}
    >
      {clamped !== undefined && buffer !== undefined && (
        <Buffer $color={color} $value={Math.min(100, Math.max(clamped, buffer))} aria-hidden="true" />
      )}
      <Bar $color={color} $value={clamped} />
    </Track>
  );
}
