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

type Save = (v: Values, revision?: string) => Promise<Values | void>;

function StoreForm({
  saved,
  save,
  revisionOf,
}: {
  saved: Values;
  save: Save;
  revisionOf?: (v: Values) => string;
}) {
  const settings = useSettingsForm({
    schema,
    namespace: 'area',
    saved,
    save,
    successMessage: 'Saved!',
    revisionOf,
  });
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
      {settings.conflict && (
        <p role="status">
          {`Theirs: ${settings.conflict.theirs.name}`}
          <button type="button" onClick={settings.loadTheirs}>
            Load theirs
          </button>
          <button type="button" onClick={settings.keepMine}>
            Keep mine
          </button>
        </p>
      )}
    </form>
  );
}

function renderForm(save: Save, revisionOf?: (v: Values) => string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <StoreForm saved={{ name: 'Shop', city: 'Paris' }} save={save} revisionOf={revisionOf} />
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
    // No revisionOf: the save names no revision.
    expect(save).toHaveBeenCalledWith({ name: 'corner', city: 'Paris' }, undefined);
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

  it('names the revision it saves from; a 412 with their values is a conflict: load theirs, or save mine over them', async () => {
    const user = userEvent.setup();
    const theirs = { name: 'Theirs', city: 'Lyon' };
    const save = jest
      .fn<Promise<Values | void>, [Values, string | undefined]>()
      .mockRejectedValueOnce(new ApiError(412, { message: 'Changed', current: theirs }, 'Changed'))
      .mockRejectedValueOnce(new ApiError(412, { message: 'Changed', current: theirs }, 'Changed'))
      .mockImplementation(async (v) => v);
    renderForm(save, (v) => `rev:${v.name}`);
    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theirs: Theirs')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith({ name: 'Shop!', city: 'Paris' }, 'rev:Shop');

    await user.click(screen.getByRole('button', { name: 'Load theirs' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Theirs');
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');

    await user.type(screen.getByLabelText('City'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(save).toHaveBeenLastCalledWith({ name: 'Theirs', city: 'Lyon!' }, 'rev:Theirs');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep mine' })).not.toBeInTheDocument());
  });
});
