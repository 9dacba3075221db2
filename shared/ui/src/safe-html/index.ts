export * from './SafeHtml';
