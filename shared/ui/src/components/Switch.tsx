import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';
import type { ColorName } from '../theme/theme';
import { ControlHint, ControlLabel } from './Checkbox';

const Track = styled(RadixSwitch.Root)<{ $color: ColorName }>`
  flex: none;
  position: relative;
  inline-size: 2.125rem;
  block-size: 1.25rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.palette.action.disabled};
  cursor: pointer;
  transition: background-color 0.15s;
  &[data-state='checked'] {
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

const Thumb = styled(RadixSwitch.Thumb)`
  position: absolute;
  inset-block-start: 0.1875rem;
  inset-inline-start: 0.1875rem;
  inline-size: 0.875rem;
  block-size: 0.875rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  transition: inset-inline-start 0.15s;
  &[data-state='checked'] {
    inset-inline-start: calc(100% - 0.875rem - 0.1875rem);
  }
`;

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'asChild' | 'color' | 'children'
> {
  /** The visible label (and accessible name). Without it pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  color?: ColorName;
}

/** An on/off switch (Radix, role="switch"): Space and Enter toggle; the thumb follows the reading direction. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, color = 'primary', id, className, style, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const hintId = `${switchId}-hint`;
  return (
    <ControlLabel className={className} style={style} $disabled={disabled}>
      <Track
        ref={ref}
        id={switchId}
        $color={color}
        disabled={disabled}
        aria-describedby={description ? hintId : undefined}
        {...rest}
      >
        <Thumb />
      </Track>
      {(label || description) && (
        <div>
          {label && <label htmlFor={switchId}>{label}</label>}
          {description && <ControlHint id={hintId}>{description}</ControlHint>}
        </div>
      )}
    </ControlLabel>
  );
});
