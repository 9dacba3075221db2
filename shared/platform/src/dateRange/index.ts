export * from './dateRange';
export * from './useDateRange';
