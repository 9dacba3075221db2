import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { SettingsForm, type SettingsFormControls } from './SettingsForm';
import './testForm';

const controls = (over: Partial<SettingsFormControls> = {}): SettingsFormControls => ({
  submit: jest.fn(),
  discard: jest.fn(),
  dirty: false,
  pending: false,
  formError: null,
  ...over,
});

describe('SettingsForm', () => {
  it('is a named form whose Discard is disabled until something changed', () => {
    renderWithTheme(
      <SettingsForm label="Store" controls={controls()}>
        <input aria-label="Name" />
      </SettingsForm>,
    );
    expect(screen.getByRole('form', { name: 'Store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('saves on submit and discards when dirty, saying there are unsaved changes', async () => {
    const c = controls({ dirty: true });
    const { user } = renderWithTheme(
      <SettingsForm label="Store" controls={c}>
        <input aria-label="Name" />
      </SettingsForm>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(c.discard).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(c.submit).toHaveBeenCalled();
  });

  it('shows the form-level error and disables Discard while saving', () => {
    renderWithTheme(
      <SettingsForm
        label="Store"
        controls={controls({ dirty: true, pending: true, formError: { type: 'unauthorized' } })}
      >
        <span />
      </SettingsForm>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
  });
});
