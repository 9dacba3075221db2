export * from './common';
export * from './auth';
export * from './ecommerce';
export * from './invoice';
export * from './users';
