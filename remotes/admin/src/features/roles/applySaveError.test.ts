import { ApiError } from '@atrium/platform';
import { applySaveError } from './applySaveError';

type Form = { name: string; rules: unknown[] };

const formWith = () => {
  const setError = jest.fn();
  return { setError, getValues: () => ({ name: 'Support', rules: [] }) as Form };
};

const refused = (status: number, errors: Record<string, string[]>) =>
  new ApiError(status, { errors }, 'Refused');

describe('applySaveError', () => {
  it('says a taken name (409) in the given words, not the API’s English', () => {
    const form = formWith();
    applySaveError<Form>(refused(409, { name: ['A role with this name already exists'] }), form, {
      fields: ['name', 'rules'],
      nameTaken: 'Ce nom est déjà pris',
    });
    expect(form.setError).toHaveBeenLastCalledWith('name', {
      type: 'server',
      message: 'Ce nom est déjà pris',
    });
  });

  it('leaves any other refusal at its field as the API worded it', () => {
    const form = formWith();
    const applied = applySaveError<Form>(refused(400, { name: ['Too long'] }), form, {
      fields: ['name', 'rules'],
      nameTaken: 'Taken',
    });
    expect(applied.fields).toEqual(['name']);
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Too long' });
  });
});
