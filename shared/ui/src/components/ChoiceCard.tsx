import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox, RadioGroup as RadixRadioGroup } from 'radix-ui';
import styled, { css, useTheme } from 'styled-components';
import { IconCheck } from '@tabler/icons-react';
import type { ColorName } from '../theme/theme';
import { HelperText } from './TextField';

/** What a choice card shows; the card itself is the radio or the checkbox. */
interface ChoiceCardContent {
  title: ReactNode;
  description?: ReactNode;
  /** An icon over the title (or beside it with `layout="row"`). */
  icon?: ReactNode;
  /** An image at the top of the card (an <img> or an illustration). */
  media?: ReactNode;
  /** Aligned at the end of the title row: a price, "Free", a badge. */
  extra?: ReactNode;
  color?: ColorName;
  /** `row`: the control, icon and text side by side; `centered`: stacked and centred (icon cards). */
  layout?: 'row' | 'centered';
}

const cardStyle = css<{ $color: ColorName; $layout: 'row' | 'centered' }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'centered' ? 'column' : 'row')};
  align-items: ${({ $layout }) => ($layout === 'centered' ? 'center' : 'flex-start')};
  gap: 0.75rem;
  inline-size: 100%;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: ${({ $layout }) => ($layout === 'centered' ? 'center' : 'start')};
  cursor: pointer;
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.palette.text.disabled};
  }
  &[data-state='checked'] {
    border-color: ${({ theme, $color }) => theme.palette[$color].main};
    box-shadow: 0 0 0 1px ${({ theme, $color }) => theme.palette[$color].main};
  }
  &:focus-visible {
    outline: 0;
    box-shadow:
      0 0 0 1px ${({ theme, $color }) => theme.palette[$color].main},
      0 0 0 4px ${({ theme, $color }) => theme.palette[$color].tonal};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const RadioCardRoot = styled(RadixRadioGroup.Item)<{ $color: ColorName; $layout: 'row' | 'centered' }>`
  ${cardStyle}
`;
const CheckboxCardRoot = styled(RadixCheckbox.Root)<{ $color: ColorName; $layout: 'row' | 'centered' }>`
  ${cardStyle}
`;

/** The card's own small radio or box, drawn (the card is the control for assistive technology). */
const Mark = styled.span<{ $color: ColorName; $round: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin-block-start: 0.125rem;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : `${theme.radius.sm}px`)};
  border: 2px solid ${({ theme }) => theme.palette.text.disabled};
  color: ${({ theme, $color }) => theme.palette[$color].contrastText};
  [data-state='checked'] > & {
    border-color: ${({ theme, $color }) => theme.palette[$color].main};
    background: ${({ theme, $color, $round }) => ($round ? 'transparent' : theme.palette[$color].main)};
  }
  [data-state='checked'] > &::after {
    content: '';
    display: ${({ $round }) => ($round ? 'block' : 'none')};
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: 50%;
    background: ${({ theme, $color }) => theme.palette[$color].main};
  }
  svg {
    display: none;
  }
  [data-state='checked'] > & svg {
    display: block;
  }
`;

const Body = styled.span`
  display: grid;
  gap: 0.25rem;
  flex: 1;
  min-inline-size: 0;
  justify-items: inherit;
`;

const TitleRow = styled.span`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  font-weight: 500;
  > :first-child {
    flex: 1;
  }
`;

const Extra = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-weight: 500;
`;

const Description = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const IconWrap = styled.span<{ $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  color: ${({ theme, $color }) => theme.palette[$color].text};
`;

const Media = styled.span`
  display: block;
  inline-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  img,
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

function Content({
  id,
  title,
  description,
  icon,
  media,
  extra,
  color,
  layout,
  round,
}: ChoiceCardContent & { id: string; color: ColorName; layout: 'row' | 'centered'; round: boolean }) {
  const mark = (
    <Mark $color={color} $round={round} aria-hidden="true">
      {!round && <IconCheck size={12} stroke={3} />}
    </Mark>
  );
  return (
    <>
      {layout === 'row' && mark}
      {media && <Media aria-hidden="true">{media}</Media>}
      {icon && <IconWrap $color={color}>{icon}</IconWrap>}
      <Body>
        <TitleRow>
          <span id={`${id}-title`}>{title}</span>
          {extra && layout === 'row' && <Extra>{extra}</Extra>}
        </TitleRow>
        {description && <Description id={`${id}-description`}>{description}</Description>}
        {extra && layout === 'centered' && <Extra as="span">{extra}</Extra>}
      </Body>
      {layout === 'centered' && mark}
    </>
  );
}

const Grid = styled(RadixRadioGroup.Root)<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: 1rem;
`;

const GroupRoot = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const GroupLabel = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

export interface RadioCardGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'asChild'
> {
  /** The group's visible name; without it pass `aria-label`. */
  label?: ReactNode;
  error?: string;
  helperText?: string;
  /** The narrowest a card gets before the grid wraps (default 14rem). */
  minCardWidth?: string;
  children: ReactNode;
}

/** Cards to pick one of (a Radix radio group): Tab enters at the checked card, arrows move and pick. */
export const RadioCardGroup = forwardRef<HTMLDivElement, RadioCardGroupProps>(function RadioCardGroup(
  { label, error, helperText, minCardWidth = '14rem', children, dir, className, style, ...rest },
  ref,
) {
  const theme = useTheme();
  const id = useId();
  const message = error ?? helperText;
  return (
    <GroupRoot className={className} style={style}>
      {label && <GroupLabel id={`${id}-label`}>{label}</GroupLabel>}
      <Grid
        ref={ref}
        $min={minCardWidth}
        dir={dir ?? theme.direction}
        aria-labelledby={label ? `${id}-label` : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {children}
      </Grid>
      {message && (
        <HelperText id={`${id}-message`} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </GroupRoot>
  );
});

export interface RadioCardProps
  extends
    ChoiceCardContent,
    Omit<ComponentPropsWithoutRef<typeof RadixRadioGroup.Item>, 'asChild' | 'color' | 'children' | 'title'> {
  value: string;
}

/** One card of a RadioCardGroup: named by its title, described by its description. */
export const RadioCard = forwardRef<HTMLButtonElement, RadioCardProps>(function RadioCard(
  { title, description, icon, media, extra, color = 'primary', layout = 'row', ...rest },
  ref,
) {
  const id = useId();
  return (
    <RadioCardRoot
      ref={ref}
      $color={color}
      $layout={layout}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      {...rest}
    >
      <Content id={id} {...{ title, description, icon, media, extra, color, layout }} round />
    </RadioCardRoot>
  );
});

export interface CheckboxCardProps
  extends
    ChoiceCardContent,
    Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'asChild' | 'color' | 'children' | 'title'> {}

/** A card that is a checkbox (Radix): Space toggles. Put several in a `Fieldset` with a legend. */
export const CheckboxCard = forwardRef<HTMLButtonElement, CheckboxCardProps>(function CheckboxCard(
  { title, description, icon, media, extra, color = 'primary', layout = 'row', ...rest },
  ref,
) {
  const id = useId();
  return (
    <CheckboxCardRoot
      ref={ref}
      $color={color}
      $layout={layout}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      {...rest}
    >
      <Content id={id} {...{ title, description, icon, media, extra, color, layout }} round={false} />
    </CheckboxCardRoot>
  );
});
