import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_RULES } from '@atrium/testing';
import { renderPage, setupI18n } from '../../testing/kit';
import { FormWizardPage } from './FormWizardPage';
import { loadWizardStrings } from './wizardStrings';

describe('FormWizardPage', () => {
  beforeAll(async () => {
    await setupI18n();
    await loadWizardStrings();
  });

  it('shows the Stepper in its style, switches to vertical, and checks each step before the next', async () => {
    const user = userEvent.setup();
    renderPage(<FormWizardPage variant="numbered" />, { rules: CLIENT_RULES });
    expect(screen.getByRole('heading', { level: 1, name: 'Numbered form wizard' })).toBeInTheDocument();
    const direction = () =>
      getComputedStyle(screen.getByRole('list', { name: 'Numbered form wizard: steps' })).flexDirection;
    expect(direction()).toBe('row');
    await user.click(screen.getByRole('switch', { name: 'Vertical layout' }));
    expect(direction()).toBe('column');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Use at least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'nora');
    await user.type(screen.getByLabelText('Email'), 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('form', { name: 'Personal info' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Step 1 of 3: Account details, done' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('nora');
  });

  it('shows the steps’ icons in the icon style', () => {
    renderPage(<FormWizardPage variant="icons" />, { rules: CLIENT_RULES });
    expect(screen.getByRole('heading', { level: 1, name: 'Form wizard with icons' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1].querySelector('svg')).not.toBeNull();
  });
});
