// `@atrium/platform/query`: the one TanStack Query client of the app, on its own shared entry so that
// pages without server state (the login page) do not download TanStack Query with the platform.
export * from './query/queryClient';
export * from './live/useLiveUpdates';
