// `@atrium/platform/forms`: the forms toolkit's headless part (react-hook-form + zod). The visual part —
// form-bound controls, the form-level error and the settings form's actions — is `@atrium/ui/forms`.
export * from './applyApiError';
export * from './zodFormResolver';
export * from './useZodForm';
export * from './useSettingsForm';
export * from './useWizard';
export * from './useEditConflict';
