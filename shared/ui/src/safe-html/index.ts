export * from './SafeHtml';
export * from './sanitize';
