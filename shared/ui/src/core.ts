// The core of the design system: theme, global styles and the components without overlay or widget
// libraries. Shared on its own (`@atrium/ui/core`) so a page that needs only these — the login page —
// does not download Radix or sonner. `@atrium/ui` re-exports all of it.
export * from './theme/theme';
export * from './theme/color';
export * from './theme/GlobalStyle';
export * from './theme/AtriumThemeProvider';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/CircularProgress';
export * from './components/TopProgressBar';
export * from './components/TextField';
export * from './components/Card';
export * from './components/Alert';
export * from './components/Chip';
export * from './components/Avatar';
export * from './components/Skeleton';
export * from './components/EmptyState';
export * from './components/PageHeader';
export * from './components/IdentityCell';
export * from './components/Select';
export * from './components/Textarea';
export * from './components/DateField';
export * from './components/Pagination';
export * from './components/LinearProgress';
export * from './components/Badge';
export * from './components/TotalsList';
export * from './components/VisuallyHidden';
export * from './components/DataIcon';
export * from './layout/Stack';
export * from './layout/Grid';
export * from './layout/spacing';
export * from './i18n/uiTranslations';
export * from './components/Stepper';
export * from './components/CodeInput';
export * from './components/CardNumberField';
export * from './text/foldText';
