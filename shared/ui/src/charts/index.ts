export * from './Chart';
export * from './ChartDataTable';
