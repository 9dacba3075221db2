/**
 * Resolves in a later task of the browser's event loop: work after it does not run in the same long
 * task as work before it, so a slow phone can paint and answer input in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
