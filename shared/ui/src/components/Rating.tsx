import { forwardRef, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import styled, { useTheme } from 'styled-components';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ColorName } from '../theme/theme';
import { HelperText } from './TextField';

const PIXELS = { sm: 18, md: 24, lg: 32 } as const;
export type RatingSize = keyof typeof PIXELS;

const Root = styled.div`
  display: inline-grid;
  gap: 0.25rem;
  justify-items: start;
`;

const GroupLabel = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Stars = styled.div`
  display: inline-flex;
  gap: 0.125rem;
`;

const Star = styled.span<{ $px: number }>`
  position: relative;
  display: inline-block;
  inline-size: ${({ $px }) => $px}px;
  block-size: ${({ $px }) => $px}px;
  color: ${({ theme }) => theme.palette.text.disabled};
  svg {
    display: block;
  }
`;

/** The filled icon over the empty one, cut at the star's filled share (from the reading start). */
const Fill = styled.span<{ $color: ColorName; $share: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $share }) => $share * 100}%;
  overflow: hidden;
  color: ${({ theme, $color }) => theme.palette[$color].main};
  pointer-events: none;
`;

/** A radio over the whole star, or over its first half for a half step. */
const Hit = styled(RadixRadioGroup.Item)<{ $half: boolean; $color: ColorName }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $half }) => ($half ? '50%' : '100%')};
  z-index: ${({ $half }) => ($half ? 1 : 0)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: transparent;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme, $color }) => theme.palette[$color].main};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface RatingProps {
  /** The rating (0 = none yet); with `precision={0.5}`, halves too. */
  value: number;
  onChange?: (value: number) => void;
  max?: number;
  /** 1 = whole stars, 0.5 = half stars. */
  precision?: 1 | 0.5;
  /** Shown and announced as an image ("3.5 of 5"), not a control. */
  readOnly?: boolean;
  disabled?: boolean;
  size?: RatingSize;
  color?: ColorName;
  /** The icon of a filled and of an empty step (default: stars). Give both for custom icons. */
  icon?: (size: number) => ReactNode;
  emptyIcon?: (size: number) => ReactNode;
  /** The visible name of the group; without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  helperText?: string;
  error?: string;
  /** The text of a value (default: the design system's "{{value}} of {{max}}"). */
  getValueText?: (value: number, max: number) => string;
  className?: string;
}

/**
 * A star rating: a radio group underneath (Radix), so Tab enters at the current value, arrows change
 * it (mirrored in RTL) and each step is announced as "3 of 5". Read-only, it is one image with that
 * text. Hovering previews the value under the pointer.
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(
  {
    value,
    onChange,
    max = 5,
    precision = 1,
    readOnly,
    disabled,
    size = 'md',
    color = 'warning',
    icon = (px) => <IconStarFilled size={px} aria-hidden="true" />,
    emptyIcon = (px) => <IconStar size={px} aria-hidden="true" />,
    label,
    'aria-label': ariaLabel,
    helperText,
    error,
    getValueText,
    className,
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const px = PIXELS[size];
  const text = (v: number) =>
    getValueText?.(v, max) ?? t('ratingValue', '{{value}} of {{max}}', { value: v, max });
  const shown = hover ?? value;
  const message = error ?? helperText;
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;

  const star = (position: number, hits?: ReactNode) => (
    <Star key={position} $px={px}>
      {emptyIcon(px)}
      <Fill $color={color} $share={Math.min(1, Math.max(0, shown - (position - 1)))}>
        {icon(px)}
      </Fill>
      {hits}
    </Star>
  );
  const positions = Array.from({ length: max }, (_, i) => i + 1);

  return (
    <Root ref={ref} className={className}>
      {label && <GroupLabel id={labelId}>{label}</GroupLabel>}
      {readOnly ? (
        <Stars
          role="img"
          aria-label={text(value)}
          aria-labelledby={label ? `${labelId} ${id}-value` : undefined}
        >
          <span id={`${id}-value`} hidden>
            {text(value)}
          </span>
          {positions.map((p) => star(p))}
        </Stars>
      ) : (
        <RadixRadioGroup.Root
          asChild
          value={value ? String(value) : ''}
          onValueChange={(v) => onChange?.(Number(v))}
          orientation="horizontal"
          dir={theme.direction}
          disabled={disabled}
          aria-label={label ? undefined : ariaLabel}
          aria-labelledby={label ? labelId : undefined}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={error ? true : undefined}
        >
          <Stars onMouseLeave={() => setHover(null)}>
            {positions.map((p) =>
              star(
                p,
                <>
                  {precision === 0.5 && (
                    <Hit
                      value={String(p - 0.5)}
                      aria-label={text(p - 0.5)}
                      $half
                      $color={color}
                      onMouseEnter={() => setHover(p - 0.5)}
                    />
                  )}
                  <Hit
                    value={String(p)}
                    aria-label={text(p)}
                    $half={false}
                    $color={color}
                    onMouseEnter={() => setHover(p)}
                  />
                </>,
              ),
            )}
          </Stars>
        </RadixRadioGroup.Root>
      )}
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Root>
  );
});
