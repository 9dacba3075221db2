import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { ExportCsvButton } from './ExportCsvButton';

describe('ExportCsvButton', () => {
  it('exports on click, and is busy while the export runs', async () => {
    const onExport = jest.fn();
    const { user, rerender } = renderWithTheme(<ExportCsvButton onExport={onExport} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    rerender(<ExportCsvButton onExport={onExport} exporting label="Export users" />);
    expect(screen.getByRole('button', { name: /Export users/ })).toHaveAttribute('aria-busy', 'true');
  });
});
