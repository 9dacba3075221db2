require('@testing-library/jest-dom');

// jsdom has no ResizeObserver; Radix (checkbox, switch, popper) measures with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
