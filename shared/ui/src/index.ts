// The whole design system. The core (theme and plain components) comes through its own shared entry,
// so it is one instance whether an app imports it from here or from `@atrium/ui/core`.
export * from '@atrium/ui/core';
export * from './components/Menu';
export * from './components/Tooltip';
export * from './components/Toaster';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Popover';
export * from './components/Drawer';
export * from './components/Tabs';
export * from './components/Checkbox';
export * from './components/Radio';
export * from './components/Switch';
export * from './components/StatCard';
export * from './components/StatCardRow';
export * from './components/CheckboxMatrix';
export * from './components/ExportCsvButton';
export * from './components/Timeline';
export * from './dashboard';
