import { useCallback, useState } from 'react';

export interface UseWizardOptions {
  /** How many steps the wizard has. */
  stepCount: number;
  /**
   * Checks the step on screen before the wizard moves forward from it (a form's `trigger` of that
   * step's fields, for instance); moving back never validates, so what was typed is kept as it is.
   */
  validateStep?: (index: number) => boolean | Promise<boolean>;
}

export interface Wizard {
  /** Index of the step on screen. */
  activeStep: number;
  /** Index of the furthest step reached: every step up to it may be revisited. */
  reachedStep: number;
  isFirst: boolean;
  isLast: boolean;
  /** Validates the step on screen, then shows the next one; resolves to whether it moved. */
  next: () => Promise<boolean>;
  back: () => void;
  /** Shows a reached step: backwards at once, forwards only once the step on screen validates. */
  goTo: (index: number) => Promise<boolean>;
}

/**
 * The state of a multi-step form: the step on screen and the furthest one reached, moving forward
 * only when the current step is valid. The values live in the caller's form, so going back keeps them.
 */
export function useWizard({ stepCount, validateStep }: UseWizardOptions): Wizard {
  const [{ activeStep, reachedStep }, setPosition] = useState({ activeStep: 0, reachedStep: 0 });

  const goTo = useCallback(
    async (index: number) => {
      if (index < 0 || index >= stepCount || index === activeStep) return false;
      if (index > Math.max(activeStep + 1, reachedStep)) return false;
      if (index > activeStep && validateStep && !(await validateStep(activeStep))) return false;
      setPosition((position) => ({ activeStep: index, reachedStep: Math.max(position.reachedStep, index) }));
      return true;
    },
    [activeStep, reachedStep, stepCount, validateStep],
  );

  return {
    activeStep,
    reachedStep,
    isFirst: activeStep === 0,
    isLast: activeStep === stepCount - 1,
    next: () => goTo(activeStep + 1),
    back: () => void goTo(activeStep - 1),
    goTo,
  };
}
