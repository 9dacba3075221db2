import type { ReactNode } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { SuccessFlowName } from './wizardFlows';

/** A field of a wizard step: what control shows it; its label is `<wizard>.fields.<step>.<name>`. */
export interface WizardFieldSpec {
  name: string;
  kind: 'text' | 'email' | 'tel' | 'number' | 'date' | 'choice' | 'checkbox';
  /** The values of a `choice` (labels: `<wizard>.options.<name>.<value>`). */
  options?: readonly string[];
  /** Shown only when this holds for the step's values (card details only when paying by card). */
  when?: (stepValues: Record<string, unknown>) => boolean;
  /** A hint under the field (`<wizard>.hints.<step>.<name>`). */
  hint?: boolean;
}

export interface WizardStepSpec {
  /** The step's key in the form's values, and in the strings (`<wizard>.steps.<id>`). */
  id: string;
  icon: ReactNode;
  fields: readonly WizardFieldSpec[];
}

export type WizardValues = Record<string, Record<string, unknown>>;

/**
 * A wizard example: its steps (the last one shows the summary of all of them and submits), its
 * schema (one object per step), where it is sent and the success page's name for it.
 */
export interface WizardSpec {
  /** Strings' prefix in the wizards' namespace. */
  name: 'checkout' | 'deal' | 'property';
  flow: SuccessFlowName;
  steps: readonly WizardStepSpec[];
  schema: $ZodType<unknown, WizardValues>;
  defaults: WizardValues;
  path: string;
  /** Extra lines of the summary (an order’s total): a string key and the value. */
  summaryExtra?: (values: WizardValues) => { label: string; value: string }[];
}
