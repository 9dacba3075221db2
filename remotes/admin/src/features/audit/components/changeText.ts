import type { AuditChange } from '@atrium/contracts';

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** A change as one line of text: `field: before → after`. */
export const changeText = ({ field, before, after }: AuditChange) =>
  `${field}: ${shown(before)} → ${shown(after)}`;
