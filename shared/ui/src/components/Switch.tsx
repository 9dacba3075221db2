import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';
import type { ColorName } from '../theme/theme';
import { CONTROL_SIZES, ControlHint, ControlLabel, type ControlSize } from './Checkbox';

const Track = styled(RadixSwitch.Root)<{ $color: ColorName; $size: ControlSize }>`
  --switch-height: ${({ $size }) => CONTROL_SIZES[$size]}rem;
  --switch-thumb: calc(var(--switch-height) - 0.375rem);
  flex: none;
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  padding-inline: 0.3rem;
  inline-size: calc(var(--switch-height) * 1.7);
  block-size: var(--switch-height);
  /* Centred on the label's first line (1.25rem high) whatever the size. */
  margin-block-start: ${({ $size }) => (1.25 - CONTROL_SIZES[$size]) / 2}rem;
  color: ${({ theme }) => theme.palette.background.paper};
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

/** An icon in the track, shown on the side the thumb has left. */
const TrackIcon = styled.span`
  display: inline-grid;
  place-items: center;
  line-height: 0;
  svg {
    inline-size: calc(var(--switch-height) * 0.6);
    block-size: calc(var(--switch-height) * 0.6);
  }
  [data-state='unchecked'] > &[data-on],
  [data-state='checked'] > &[data-off] {
    visibility: hidden;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  position: absolute;
  inset-block-start: 0.1875rem;
  inset-inline-start: 0.1875rem;
  inline-size: var(--switch-thumb);
  block-size: var(--switch-thumb);
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  transition: inset-inline-start 0.15s;
  &[data-state='checked'] {
    inset-inline-start: calc(100% - var(--switch-thumb) - 0.1875rem);
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
  size?: ControlSize;
  /** Small icons in the track: `on` shows at the start when checked, `off` at the end when not. */
  icons?: { on: ReactNode; off: ReactNode };
}

/** An on/off switch (Radix, role="switch"): Space and Enter toggle; the thumb follows the reading direction. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, color = 'primary', size = 'md', icons, id, className, style, disabled, ...rest },
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
        $size={size}
        disabled={disabled}
        aria-describedby={description ? hintId : undefined}
        {...rest}
      >
        {icons && (
          <>
            <TrackIcon data-on aria-hidden="true">
              {icons.on}
            </TrackIcon>
            <TrackIcon data-off aria-hidden="true">
              {icons.off}
            </TrackIcon>
          </>
        )}
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
