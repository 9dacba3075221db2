// `@atrium/ui/forms`: the forms toolkit's visual part — controls bound to a react-hook-form field, the
// form-level error and the settings form. Headless parts (API errors, translated validation, the
// settings form's state) are `@atrium/platform/forms`; nothing here imports the platform.
export * from './formTypes';
export * from './FormTextField';
export * from './FormSwitch';
export * from './FormCheckbox';
export * from './FormRadioGroup';
export * from './FormErrorAlert';
export * from './FieldErrorText';
export * from './SettingsForm';
export * from './formsTranslations';
export * from './AddressFields';
export * from './EditConflict';
export * from './FormDialog';
