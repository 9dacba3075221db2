import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import styled from 'styled-components';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { ColorName } from '../theme/theme';

export const ControlLabel = styled.div<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.5rem;
  color: ${({ theme }) => theme.palette.text.primary};
  label {
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
    line-height: 1.25rem;
  }
  /* A disabled control and its label fade; its description stays readable (it often says why). */
  & > :first-child,
  label {
    opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  }
`;

/** Control sizes: the box, circle or switch height in rem. */
export const CONTROL_SIZES = { sm: 1, md: 1.25, lg: 1.5 } as const;
export type ControlSize = keyof typeof CONTROL_SIZES;

export const ControlHint = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Box = styled(RadixCheckbox.Root)<{ $color: ColorName; $invalid?: boolean; $size: ControlSize }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => CONTROL_SIZES[$size]}rem;
  block-size: ${({ $size }) => CONTROL_SIZES[$size]}rem;
  /* Centred on the label's first line (1.25rem high) whatever the size. */
  margin-block-start: ${({ $size }) => (1.25 - CONTROL_SIZES[$size]) / 2}rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 2px solid
    ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.text.disabled)};
  background: transparent;
  color: ${({ theme, $color }) => theme.palette[$color].contrastText};
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme, $color }) => theme.palette[$color].main};
    background: ${({ theme, $color }) => theme.palette[$color].main};
  }
  &:focus-visible {
    outline: 0;
    box-shadow: 0 0 0 3px ${({ theme, $color }) => theme.palette[$color].tonal};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'asChild' | 'color' | 'children'
> {
  /** The visible label (and accessible name). Without it pass `aria-label`. */
  label?: ReactNode;
  /** A line of help under the label. */
  description?: ReactNode;
  color?: ColorName;
  /** Marks the box invalid (the error text is the form's job). */
  invalid?: boolean;
  size?: ControlSize;
}

/** A checkbox (Radix): Space toggles; `checked` may be `'indeterminate'` (a "select all" box). */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, description, color = 'primary', invalid, size = 'md', id, className, style, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const hintId = `${boxId}-hint`;
  return (
    <ControlLabel className={className} style={style} $disabled={disabled}>
      <Box
        ref={ref}
        id={boxId}
        $color={color}
        $invalid={invalid}
        $size={size}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={description ? hintId : undefined}
        {...rest}
      >
        <RadixCheckbox.Indicator>
          {rest.checked === 'indeterminate' ? (
            <IconMinus size={CONTROL_SIZES[size] * 11} stroke={3} aria-hidden="true" />
          ) : (
            <IconCheck size={CONTROL_SIZES[size] * 11} stroke={3} aria-hidden="true" />
          )}
        </RadixCheckbox.Indicator>
      </Box>
      {(label || description) && (
        <div>
          {label && <label htmlFor={boxId}>{label}</label>}
          {description && <ControlHint id={hintId}>{description}</ControlHint>}
        </div>
      )}
    </ControlLabel>
  );
});
