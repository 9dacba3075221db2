// `@atrium/ui/pickers`: date pickers on react-day-picker and date-fns, an entry of their own so that
// pages without a calendar never download them.
export * from './Calendar';
export * from './DatePicker';
export * from './DateRangePicker';
export * from './dateText';
export * from './pickerLocale';
