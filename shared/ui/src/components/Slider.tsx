import {
  forwardRef,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import styled, { css } from 'styled-components';
import type { ColorName } from '../theme/theme';
import { HelperText, Label } from './TextField';

export type SliderSize = 'sm' | 'md' | 'lg';

/** A labelled point of the scale, drawn as a tick under the track. */
export interface SliderMark {
  value: number;
  label?: ReactNode;
}

const TRACK = { sm: 0.25, md: 0.375, lg: 0.5 } as const;
const THUMB = { sm: 0.875, md: 1.125, lg: 1.375 } as const;

type Styled = { $color: ColorName; $size: SliderSize };

const Field = styled.div<{ $vertical: boolean }>`
  display: grid;
  gap: 0.5rem;
  min-inline-size: 0;
  ${({ $vertical }) =>
    $vertical &&
    css`
      justify-items: center;
    `}
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Root = styled(RadixSlider.Root)<Styled & { $hasMarks: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  user-select: none;
  touch-action: none;
  &[data-orientation='horizontal'] {
    block-size: ${({ $size }) => THUMB[$size]}rem;
    /* Room for the labels under the track, and for the end labels that overhang its ends. */
    margin-block-end: ${({ $hasMarks }) => ($hasMarks ? '1.5rem' : 0)};
    margin-inline: ${({ $hasMarks }) => ($hasMarks ? '0.75rem' : 0)};
    inline-size: ${({ $hasMarks }) => ($hasMarks ? 'calc(100% - 1.5rem)' : '100%')};
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    inline-size: ${({ $size }) => THUMB[$size]}rem;
    block-size: 12rem;
    margin-inline-end: ${({ $hasMarks }) => ($hasMarks ? '3rem' : 0)};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Track = styled(RadixSlider.Track)<Styled>`
  position: relative;
  flex-grow: 1;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
  &[data-orientation='horizontal'] {
    block-size: ${({ $size }) => TRACK[$size]}rem;
  }
  &[data-orientation='vertical'] {
    inline-size: ${({ $size }) => TRACK[$size]}rem;
  }
`;

const Range = styled(RadixSlider.Range)<{ $color: ColorName }>`
  position: absolute;
  border-radius: inherit;
  background: ${({ theme, $color }) => theme.palette[$color].main};
  &[data-orientation='horizontal'] {
    block-size: 100%;
  }
  &[data-orientation='vertical'] {
    inline-size: 100%;
  }
`;

const ValueLabel = styled.span<{ $always: boolean }>`
  position: absolute;
  inset-block-end: calc(100% + 0.5rem);
  inset-inline-start: 50%;
  transform: translateX(-50%);
  padding: 0.125rem 0.4rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.palette.tooltip.background};
  color: ${({ theme }) => theme.palette.tooltip.text};
  font-size: 0.75rem;
  white-space: nowrap;
  pointer-events: none;
  opacity: ${({ $always }) => ($always ? 1 : 0)};
  transition: opacity 0.15s;
  [dir='rtl'] & {
    transform: translateX(50%);
  }
`;

const Thumb = styled(RadixSlider.Thumb)<Styled>`
  position: relative;
  display: block;
  inline-size: ${({ $size }) => THUMB[$size]}rem;
  block-size: ${({ $size }) => THUMB[$size]}rem;
  border-radius: 50%;
  border: 3px solid ${({ theme, $color }) => theme.palette[$color].main};
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  cursor: grab;
  transition: box-shadow 0.15s;
  &:hover {
    box-shadow: 0 0 0 6px ${({ theme, $color }) => theme.palette[$color].tonal};
  }
  &:focus-visible {
    outline: 0;
    box-shadow: 0 0 0 8px ${({ theme, $color }) => theme.palette[$color].tonal};
  }
  &:hover ${ValueLabel}, &:focus-visible ${ValueLabel} {
    opacity: 1;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

const Marks = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const Mark = styled.span<{ $active: boolean; $color: ColorName }>`
  position: absolute;
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  &::before {
    content: '';
    inline-size: 0.25rem;
    block-size: 0.25rem;
    border-radius: 50%;
    background: ${({ theme, $active, $color }) =>
      $active ? theme.palette[$color].contrastText : theme.palette[$color].main};
  }
  [data-orientation='horizontal'] > & {
    inset-block-start: 50%;
    transform: translate(-50%, -0.125rem);
    [dir='rtl'] & {
      transform: translate(50%, -0.125rem);
    }
  }
  [data-orientation='vertical'] > & {
    inset-inline-start: 50%;
    grid-auto-flow: column;
    align-items: center;
    transform: translate(-0.125rem, 50%);
    [dir='rtl'] & {
      transform: translate(0.125rem, 50%);
    }
  }
`;

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof RadixSlider.Root>,
  'asChild' | 'color' | 'children' | 'value' | 'defaultValue' | 'onValueChange'
>;

export interface SliderProps extends RootProps {
  /** The visible label; it names every thumb (with `thumbLabels` for a range). */
  label?: string;
  helperText?: string;
  /** One value per thumb: `[40]` is a single slider, `[20, 80]` a range. */
  value?: number[];
  defaultValue?: number[];
  onValueChange?: (value: number[]) => void;
  color?: ColorName;
  size?: SliderSize;
  /** Ticks (with optional labels) along the track, e.g. every step. */
  marks?: SliderMark[];
  /** The value bubble over a thumb: while hovered or focused (`auto`), `always`, or `off`. */
  valueLabel?: 'auto' | 'always' | 'off';
  /** How a value is written, in the bubble, the header and what a screen reader says (aria-valuetext). */
  formatValue?: (value: number) => string;
  /** Each thumb's own name for a range, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels?: string[];
  /** Show the current value(s) beside the label. */
  showValue?: boolean;
  className?: string;
  style?: CSSProperties;
}

const percentOf = (value: number, min: number, max: number) => ((value - min) / (max - min)) * 100;

/**
 * A slider on the Radix primitive: one thumb or a range of two, steps, marks, vertical, colours and
 * sizes. Arrow keys move a step, Page Up/Down ten, Home/End to the ends; horizontal sliders run in the
 * reading direction (right to left in Arabic). Each thumb says its value in words via `formatValue`.
 */
export const Slider = forwardRef<HTMLSpanElement, SliderProps>(function Slider(
  {
    label,
    helperText,
    value,
    defaultValue,
    onValueChange,
    min = 0,
    max = 100,
    color = 'primary',
    size = 'md',
    marks,
    valueLabel = 'auto',
    formatValue = String,
    thumbLabels,
    showValue = false,
    orientation = 'horizontal',
    className,
    style,
    id,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const labelId = `${id ?? autoId}-label`;
  const helperId = `${id ?? autoId}-helper`;
  // Kept here too (controlled or not) so marks, bubbles and the header follow the thumbs.
  const [own, setOwn] = useState(defaultValue ?? [min]);
  const current = value ?? own;
  const vertical = orientation === 'vertical';
  const inRange = (mark: number) =>
    current.length > 1 ? mark >= current[0] && mark <= current[current.length - 1] : mark <= current[0];

  return (
    <Field className={className} style={style} $vertical={vertical}>
      {(label || showValue) && (
        <Header>
          {label && (
            <Label as="span" id={labelId}>
              {label}
            </Label>
          )}
          {showValue && <span aria-hidden="true">{current.map(formatValue).join(' – ')}</span>}
        </Header>
      )}
      <Root
        ref={ref}
        id={id}
        min={min}
        max={max}
        orientation={orientation}
        value={current}
        onValueChange={(next) => {
          if (value === undefined) setOwn(next);
          onValueChange?.(next);
        }}
        $color={color}
        $size={size}
        $hasMarks={!!marks?.some((m) => m.label !== undefined)}
        {...rest}
      >
        <Track $color={color} $size={size}>
          <Range $color={color} />
          {marks && (
            <Marks data-orientation={orientation} aria-hidden="true">
              {marks.map((mark) => {
                const pct = percentOf(mark.value, min, max);
                const at: CSSProperties = vertical
                  ? { insetBlockEnd: `${pct}%` }
                  : { insetInlineStart: `${pct}%` };
                return (
                  <Mark key={mark.value} style={at} $active={inRange(mark.value)} $color={color}>
                    {mark.label !== undefined && <span>{mark.label}</span>}
                  </Mark>
                );
              })}
            </Marks>
          )}
        </Track>
        {current.map((thumbValue, index) => (
          <Thumb
            key={index}
            $color={color}
            $size={size}
            aria-label={thumbLabels?.[index]}
            aria-labelledby={thumbLabels?.[index] ? undefined : label ? labelId : undefined}
            aria-describedby={helperText ? helperId : undefined}
            aria-valuetext={formatValue(thumbValue)}
          >
            {valueLabel !== 'off' && (
              <ValueLabel $always={valueLabel === 'always'} aria-hidden="true">
                {formatValue(thumbValue)}
              </ValueLabel>
            )}
          </Thumb>
        ))}
      </Root>
      {helperText && <HelperText id={helperId}>{helperText}</HelperText>}
    </Field>
  );
});
