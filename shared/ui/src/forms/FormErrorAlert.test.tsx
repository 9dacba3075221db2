import { act, screen } from '@testing-library/react';
import { renderWithTheme, testI18n } from '../test/renderWithTheme';
import { FormErrorAlert } from './FormErrorAlert';
import './testForm';

describe('FormErrorAlert', () => {
  it("shows the server's message for a refused request", () => {
    renderWithTheme(<FormErrorAlert error={{ type: 'rejected', message: 'Email already taken' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email already taken');
  });

  it('shows a translated sentence for 401, 403, 5xx and no answer', async () => {
    const { rerender } = renderWithTheme(<FormErrorAlert error={{ type: 'forbidden', message: 'x' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to make this change.');
    rerender(<FormErrorAlert error={{ type: 'network' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server');
    await act(() => testI18n.changeLanguage('fr'));
    rerender(<FormErrorAlert error={{ type: 'server' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur n’a pas pu enregistrer');
    await act(() => testI18n.changeLanguage('en'));
  });

  it('shows nothing without an error', () => {
    renderWithTheme(<FormErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
