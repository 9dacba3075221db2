import { within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { publishAreaSubjects } from '@atrium/platform';

// What the tests of the abilities matrix and of the dialogs that hold it (roles, permissions) share.

/**
 * A user for screens with the matrix. No pause between keystrokes, and no computed-style walk before
 * each click: these dialogs take many clicks, and both only slow a suite down (the clicks land on
 * enabled, visible controls).
 */
export const setupMatrixUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A box of a dialog's matrix, looked up in its area's table (a query over the whole dialog is slower). */
export const matrixBox = (dialogElement: HTMLElement, area: string, name: string) =>
  within(within(dialogElement).getByRole('table', { name: `${area} abilities` })).getByRole('checkbox', {
    name,
  });

/**
 * Before each test, the subjects the host would publish once these areas have loaded; none after the
 * file, so the next file starts without them.
 */
export function publishAreasForEachTest(areas: Parameters<typeof publishAreaSubjects>[0]) {
  beforeEach(() => publishAreaSubjects(areas));
  afterAll(() => publishAreaSubjects([]));
}
