import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import styled, { useTheme } from 'styled-components';
import type { ColorName } from '../theme/theme';
import { CONTROL_SIZES, ControlHint, ControlLabel, type ControlSize } from './Checkbox';
import { HelperText } from './TextField';

const Group = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0.625rem 1.5rem;
  }
`;

const GroupRoot = styled.div`
  display: grid;
  gap: 0.5rem;
  align-self: flex-start;
`;

const GroupLabel = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Circle = styled(RadixRadioGroup.Item)<{ $color: ColorName; $size: ControlSize }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => CONTROL_SIZES[$size]}rem;
  block-size: ${({ $size }) => CONTROL_SIZES[$size]}rem;
  /* Centred on the label's first line (1.25rem high) whatever the size. */
  margin-block-start: ${({ $size }) => (1.25 - CONTROL_SIZES[$size]) / 2}rem;
  padding: 0;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.palette.text.disabled};
  background: transparent;
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme, $color }) => theme.palette[$color].main};
  }
  &:focus-visible {
    outline: 0;
    box-shadow: 0 0 0 3px ${({ theme, $color }) => theme.palette[$color].tonal};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Dot = styled(RadixRadioGroup.Indicator)<{ $color: ColorName; $size: ControlSize }>`
  inline-size: ${({ $size }) => CONTROL_SIZES[$size] * 0.4}rem;
  block-size: ${({ $size }) => CONTROL_SIZES[$size] * 0.4}rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
`;

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'asChild'
> {
  /** The group's visible name (and accessible name). Without it pass `aria-label`. */
  label?: ReactNode;
  error?: string;
  helperText?: string;
  children: ReactNode;
}

/**
 * A group of radios (Radix): Tab enters the group at the checked radio, arrow keys move and select
 * (mirrored in RTL). `orientation="horizontal"` lays them out in a row.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, error, helperText, children, dir, orientation = 'vertical', className, style, ...rest },
  ref,
) {
  const theme = useTheme();
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const message = error ?? helperText;
  return (
    <GroupRoot className={className} style={style}>
      {label && <GroupLabel id={labelId}>{label}</GroupLabel>}
      <Group
        ref={ref}
        dir={dir ?? theme.direction}
        orientation={orientation}
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {children}
      </Group>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </GroupRoot>
  );
});

export interface RadioProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Item>,
  'asChild' | 'color' | 'children'
> {
  value: string;
  /** The visible label (and accessible name). Without it pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  color?: ColorName;
  size?: ControlSize;
}

/** One option of a RadioGroup. */
export const Radio = forwardRef<HTMLButtonElement, RadioProps>(function Radio(
  { label, description, color = 'primary', size = 'md', id, className, style, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const radioId = id ?? autoId;
  const hintId = `${radioId}-hint`;
  return (
    <ControlLabel className={className} style={style} $disabled={disabled}>
      <Circle
        ref={ref}
        id={radioId}
        $color={color}
        $size={size}
        disabled={disabled}
        aria-describedby={description ? hintId : undefined}
        {...rest}
      >
        <Dot $color={color} $size={size} />
      </Circle>
      {(label || description) && (
        <div>
          {label && <label htmlFor={radioId}>{label}</label>}
          {description && <ControlHint id={hintId}>{description}</ControlHint>}
        </div>
      )}
    </ControlLabel>
  );
});
