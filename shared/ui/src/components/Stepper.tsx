import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

export type StepState = 'done' | 'current' | 'upcoming' | 'error';
export type StepperVariant = 'icons' | 'numbered';
export type StepperOrientation = 'horizontal' | 'vertical';

export interface StepperStep {
  /** Unique within the stepper. */
  id: string;
  /** Plain text: it is also read in the step's accessible name. */
  title: string;
  subtitle?: string;
  /** Shown in the `icons` variant (a Tabler icon element, for instance). */
  icon?: ReactNode;
  /** Overrides the state the stepper works out from its position (mostly `error`). */
  state?: StepState;
}

export interface StepperProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  steps: readonly StepperStep[];
  /** Index of the step on screen. */
  activeStep: number;
  /**
   * Index of the furthest step reached so far (default: the active one). Every step up to it can be
   * clicked; the ones after it cannot (their forms were never filled in).
   */
  reachedStep?: number;
  /** Called with the index of a reachable step the user picked; without it no step is clickable. */
  onStepChange?: (index: number) => void;
  variant?: StepperVariant;
  orientation?: StepperOrientation;
}

/** The state a step shows: its own override, else done before the furthest step reached, current, upcoming. */
export function stepStateOf(
  step: StepperStep,
  index: number,
  activeStep: number,
  reachedStep: number,
): StepState {
  if (step.state) return step.state;
  if (index === activeStep) return 'current';
  return index < Math.max(activeStep, reachedStep) ? 'done' : 'upcoming';
}

// The marker's size by style; the vertical connector runs from under one marker's centre to the next.
const MARKER_REM: Record<StepperVariant, number> = { icons: 2.375, numbered: 2 };
const STEP_PADDING_REM = 0.25;
/**
 * The width a horizontal stepper needs per step (its titles wrap onto a second line before that);
 * narrower, its steps stack as the vertical ones do.
 */
const HORIZONTAL_REM_PER_STEP = 9;

// A horizontal stepper sits in a box whose width its list reads (a container query) to know when to
// stack its steps.
const HorizontalBox = styled.div`
  container-type: inline-size;
`;

const List = styled.ol<{ $orientation: StepperOrientation; $stackBelowRem: number }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  gap: ${({ $orientation }) => ($orientation === 'vertical' ? '0' : '1rem')};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $orientation, $stackBelowRem }) =>
    $orientation === 'horizontal' &&
    css`
      @container (max-width: ${$stackBelowRem}rem) {
        flex-direction: column;
        gap: 0;
      }
    `}
`;

/** A vertical step: room below it, and a line from under its marker down to the next step's marker. */
const stackedStep = (variant: StepperVariant, divider: string) => css`
  padding-block-end: 1.5rem;
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-inline-start: calc(${STEP_PADDING_REM + MARKER_REM[variant] / 2}rem - 0.5px);
    inset-block: ${2 * STEP_PADDING_REM + MARKER_REM[variant] + 0.25}rem 0.25rem;
    inline-size: 1px;
    min-inline-size: 0;
    block-size: auto;
    margin: 0;
    background: ${divider};
  }
`;

// The connector is a line on the inline-end side of each horizontal step (so it mirrors in RTL) and
// below the marker of each vertical step; the last step has none. A horizontal row never wraps (a
// wrapped row would leave lines leading nowhere): its steps narrow, their titles wrapping, and
// below HORIZONTAL_REM_PER_STEP a step they stack.
const Item = styled.li<{
  $orientation: StepperOrientation;
  $variant: StepperVariant;
  $stackBelowRem: number;
}>`
  position: relative;
  display: flex;
  align-items: center;
  min-inline-size: 0;
  ${({ $orientation, $variant, $stackBelowRem, theme }) =>
    $orientation === 'horizontal'
      ? css`
          flex: 1 1 auto;
          &:not(:last-child)::after {
            content: '';
            flex: 1 1 1.5rem;
            min-inline-size: 1rem;
            block-size: 1px;
            margin-inline-start: 1rem;
            background: ${theme.palette.divider};
          }
          @container (max-width: ${$stackBelowRem}rem) {
            ${stackedStep($variant, theme.palette.divider)}
          }
        `
      : stackedStep($variant, theme.palette.divider)}
`;

const stepBox = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-inline-size: 0;
  padding: ${STEP_PADDING_REM}rem;
  margin: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
`;

const StepButton = styled.button`
  ${stepBox}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

const StepStatic = styled.div`
  ${stepBox}
`;

const Marker = styled.span<{ $state: StepState; $variant: StepperVariant }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $variant }) => MARKER_REM[$variant]}rem;
  block-size: ${({ $variant }) => MARKER_REM[$variant]}rem;
  border-radius: ${({ theme, $variant }) => ($variant === 'icons' ? `${theme.radius.md}px` : '50%')};
  font-weight: 500;
  ${({ theme, $state }) => {
    switch ($state) {
      case 'current':
        return css`
          background: ${theme.palette.primary.solid};
          color: ${theme.palette.primary.contrastText};
          box-shadow: 0 2px 6px ${theme.palette.primary.tonal};
        `;
      case 'done':
        return css`
          background: ${theme.palette.primary.tonal};
          color: ${theme.palette.primary.text};
        `;
      case 'error':
        return css`
          background: ${theme.palette.error.tonal};
          color: ${theme.palette.error.text};
        `;
      default:
        return css`
          background: ${theme.palette.action.selected};
          color: ${theme.palette.text.primary};
        `;
    }
  }}
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Title = styled.span<{ $state: StepState }>`
  font-weight: 500;
  color: ${({ theme, $state }) =>
    $state === 'error'
      ? theme.palette.error.text
      : $state === 'upcoming'
        ? theme.palette.text.secondary
        : theme.palette.text.primary};
`;

const Subtitle = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

function markerContent(step: StepperStep, index: number, state: StepState, variant: StepperVariant) {
  if (state === 'error') return <IconAlertTriangle size={20} aria-hidden="true" />;
  if (variant === 'icons' && step.icon) return step.icon;
  if (state === 'done') return <IconCheck size={18} aria-hidden="true" />;
  return index + 1;
}

/**
 * The steps of a multi-step form: an ordered list, the step on screen marked `aria-current="step"`.
 * The steps reached before are buttons named "Step 2 of 4: Address, done" so a user (keyboard
 * included) can go back to them; steps not reached yet are plain text. Directions are logical, so
 * the connectors mirror in RTL.
 */
export function Stepper({
  steps,
  activeStep,
  reachedStep = activeStep,
  onStepChange,
  variant = 'numbered',
  orientation = 'horizontal',
  ...rest
}: StepperProps) {
  const { t } = useTranslation('ui');
  const furthest = Math.max(activeStep, reachedStep);
  const stackBelowRem = steps.length * HORIZONTAL_REM_PER_STEP;
  const list = (
    <List
      aria-label={rest['aria-label'] ?? t('steps', 'Steps')}
      $orientation={orientation}
      $stackBelowRem={stackBelowRem}
      {...rest}
    >
      {steps.map((step, index) => {
        const state = stepStateOf(step, index, activeStep, reachedStep);
        const label = t('stepLabel', {
          step: index + 1,
          total: steps.length,
          title: step.title,
          state: t(`step_${state}`, state),
          defaultValue: 'Step {{step}} of {{total}}: {{title}}, {{state}}',
        });
        const current = index === activeStep;
        const clickable = !current && index <= furthest && onStepChange !== undefined;
        const body = (
          <>
            <Marker $state={state} $variant={variant} aria-hidden="true">
              {markerContent(step, index, state, variant)}
            </Marker>
            <Texts>
              <Title $state={state}>{step.title}</Title>
              {step.subtitle && <Subtitle>{step.subtitle}</Subtitle>}
            </Texts>
          </>
        );
        return (
          <Item key={step.id} $orientation={orientation} $variant={variant} $stackBelowRem={stackBelowRem}>
            {clickable ? (
              <StepButton type="button" aria-label={label} onClick={() => onStepChange(index)}>
                {body}
              </StepButton>
            ) : (
              <StepStatic aria-current={current ? 'step' : undefined}>
                {/* A generic element may not carry a label, so the full name is read from hidden text. */}
                <VisuallyHidden>{label}</VisuallyHidden>
                <span aria-hidden="true" style={{ display: 'contents' }}>
                  {body}
                </span>
              </StepStatic>
            )}
          </Item>
        );
      })}
    </List>
  );
  // A vertical stepper takes its content's width (beside a form), which a container would not.
  return orientation === 'horizontal' ? <HorizontalBox>{list}</HorizontalBox> : list;
}
