import { render, screen } from '@testing-library/react';
import { initI18n } from '@atrium/platform';
import { AtriumThemeProvider, DEFAULT_THEME_SETTINGS } from '@atrium/ui/core';
import { shellTranslations } from '../../i18n/shellTranslations';
import { IntegrityError } from '../../federation/entryIntegrity';
import { IncompatibleSharedError } from '../../federation/sharedCompatibility';
import { AreaUnavailable } from './AreaUnavailable';

const renderWith = (error: Error) =>
  render(
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <AreaUnavailable area="invoice" error={error} onRetry={() => undefined} />
    </AtriumThemeProvider>,
  );

beforeAll(() => initI18n(shellTranslations));

test('an entry refused for its hash says why, in every build', () => {
  renderWith(new IntegrityError('invoice', 'remoteEntry.js', 'mismatch'));
  expect(screen.getByRole('alert')).toHaveTextContent('This area is unavailable');
  expect(screen.getByTestId('area-integrity-error')).toHaveTextContent(
    'Its code does not match the build published in the registry (remoteEntry.js), so it was not run.',
  );
});

test('an area built for another version of a shared singleton names the package and both versions', () => {
  renderWith(new IncompatibleSharedError('invoice', '@atrium/platform', '^2.0.0', '1.0.0'));
  expect(screen.getByTestId('area-shared-error')).toHaveTextContent(
    'It was built for @atrium/platform ^2.0.0, and this version of Atrium has 1.0.0, so it was not loaded.',
  );
});

test('another failure gives no such reason', () => {
  renderWith(new Error('Timed out'));
  expect(screen.queryByTestId('area-integrity-error')).not.toBeInTheDocument();
  expect(screen.queryByTestId('area-shared-error')).not.toBeInTheDocument();
});
