import type { ReactNode } from 'react';

/** One choice of a Combobox or suggestion of an Autocomplete. */
export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line under the label (an e-mail, a country code). */
  description?: string;
  /** Shown before the label: an icon, a flag, an avatar. */
  start?: ReactNode;
  /** Options with the same group are listed together under its name. */
  group?: string;
  disabled?: boolean;
}
