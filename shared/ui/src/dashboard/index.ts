export * from './DateRangeControl';
export * from './DashboardCard';
