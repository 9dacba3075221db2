// Pickers with a list that filters as you type (downshift): an entry point of their own so areas that
// do not use them never download downshift.
export * from './comboboxTypes';
export * from './Combobox';
export * from './Autocomplete';
