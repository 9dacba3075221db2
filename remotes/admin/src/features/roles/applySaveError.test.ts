import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@atrium/platform';
import { applySaveError } from './applySaveError';

type Form = { name: string; rules: string[] };

const renderForm = () =>
  renderHook(() => useForm<Form>({ defaultValues: { name: 'Support', rules: [] } })).result;

const refused = (status: number, errors: Record<string, string[]>) =>
  new ApiError(status, { errors }, 'Refused');

describe('applySaveError', () => {
  it('says a taken name (409) in the given words, not the API’s English', () => {
    const form = renderForm();
    act(() => {
      applySaveError(refused(409, { name: ['A role with this name already exists'] }), form.current, {
        fields: ['name', 'rules'],
        nameTaken: 'Ce nom est déjà pris',
      });
    });
    expect(form.current.getFieldState('name').error?.message).toBe('Ce nom est déjà pris');
  });

  it('leaves any other refusal at its field as the API worded it', () => {
    const form = renderForm();
    act(() => {
      applySaveError(refused(400, { name: ['Too long'] }), form.current, {
        fields: ['name', 'rules'],
        nameTaken: 'Taken',
      });
    });
    expect(form.current.getFieldState('name').error?.message).toBe('Too long');
    expect(form.current.getFieldState('rules').error).toBeUndefined();
  });
});
