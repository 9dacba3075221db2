import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Toaster } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../api/apiClient';
import { useSettingsForm } from './useSettingsForm';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  interpolation: { escapeValue: false },
  resources: { en: { area: { required: 'Say something' } } },
});

const schema = z.object({ name: z.string().trim().min(1, 'required'), city: z.string() });
type Values = z.infer<typeof schema>;

function StoreForm({ saved, save }: { saved: Values; save: (v: Values) => Promise<Values | void> }) {
  const settings = useSettingsForm({ schema, namespace: 'area', saved, save, successMessage: 'Saved!' });
  const { register, formState } = settings.form;
  return (
    <form aria-label="Store" onSubmit={(e) => void settings.submit(e)}>
      {settings.formError && (
        <p role="alert">{`${settings.formError.type}: ${settings.formError.message}`}</p>
      )}
      <label>
        Name <input {...register('name')} />
      </label>
      {formState.errors.name && <p>{formState.errors.name.message}</p>}
      <label>
        City <input {...register('city')} />
      </label>
      {formState.errors.city && <p>{formState.errors.city.message}</p>}
      <button type="submit" disabled={settings.pending}>
        Save
      </button>
      <button type="button" disabled={!settings.dirty} onClick={settings.discard}>
        Discard
      </button>
    </form>
  );
}

function renderForm(save: (v: Values) => Promise<Values | void>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <StoreForm saved={{ name: 'Shop', city: 'Paris' }} save={save} />
      <Toaster />
    </I18nextProvider>,
  );
}

describe('useSettingsForm', () => {
  it('enables Discard only when dirty, and Discard goes back to the saved values', async () => {
    const user = userEvent.setup();
    renderForm(async () => undefined);
    const discard = screen.getByRole('button', { name: 'Discard' });
    expect(discard).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(discard).toBeEnabled();
    await user.click(discard);
    expect(screen.getByLabelText('Name')).toHaveValue('Shop');
    expect(discard).toBeDisabled();
  });

  it('saves, takes the answered values as the new saved ones and says so', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async (v: Values) => ({ ...v, name: v.name.toUpperCase() }));
    renderForm(save);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'corner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'corner', city: 'Paris' });
    expect(name).toHaveValue('CORNER');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(name).toHaveValue('CORNER');
  });

  it('shows translated validation messages and does not save', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => undefined);
    renderForm(save);
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Say something')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields and the rest on the form; stays dirty", async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError(400, { errors: { city: ['Unknown city'], body: ['Too big'] } }, 'Invalid');
    });
    await user.type(screen.getByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown city')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('rejected: Too big');
    expect(screen.getByLabelText('City')).toHaveValue('Parisx');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('reports a 403 as a form-level error', async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError(403, { message: 'You may not' }, 'You may not');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('forbidden');
  });
});
