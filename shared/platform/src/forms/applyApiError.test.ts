import { renderHook, act } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/apiClient';
import { applyApiError } from './applyApiError';

interface Values {
  name: string;
  address: { city: string };
  zones: { rates: { price: number }[] }[];
}

const DEFAULTS: Values = { name: '', address: { city: '' }, zones: [{ rates: [{ price: 1 }] }] };

/** The form, subscribed to its errors as a component showing them would be. */
function useSubscribedForm<T extends object>(defaultValues: T) {
  const form = useForm<T>({ defaultValues: defaultValues as never });
  void form.formState.errors;
  return form;
}

function setup() {
  return renderHook(() => useSubscribedForm<Values>(DEFAULTS)).result;
}

const rejected = (errors: Record<string, string[]>, message = 'Invalid name: Required') =>
  new ApiError(400, { message, errors }, message);

describe('applyApiError', () => {
  it('puts each field error on its field, nested and dotted paths included', () => {
    const form = setup();
    let applied: ReturnType<typeof applyApiError> | undefined;
    act(() => {
      applied = applyApiError(
        rejected({ name: ['Taken'], 'address.city': ['Unknown city'], 'zones.0.rates.0.price': ['Too low'] }),
        form.current,
      );
    });
    const { errors } = form.current.formState;
    expect(errors.name?.message).toBe('Taken');
    expect(errors.address?.city?.message).toBe('Unknown city');
    expect(errors.zones?.[0]?.rates?.[0]?.price?.message).toBe('Too low');
    expect(errors.root?.server).toBeUndefined();
    expect(applied).toEqual({ fields: ['name', 'address.city', 'zones.0.rates.0.price'], formError: null });
  });

  it('sends unknown fields and body messages to the form-level error', () => {
    const form = setup();
    act(() => {
      applyApiError(rejected({ name: ['Taken'], body: ['Send JSON'], secret: ['Nope'] }), form.current);
    });
    const { errors } = form.current.formState;
    expect(errors.name?.message).toBe('Taken');
    expect(errors.root?.server).toMatchObject({ type: 'rejected', message: 'Send JSON Nope' });
  });

  it('uses the server message when there are no field errors', () => {
    const form = setup();
    act(() => {
      applyApiError(new ApiError(409, { message: 'Email taken' }, 'Email taken'), form.current);
    });
    expect(form.current.formState.errors.root?.server).toMatchObject({
      type: 'rejected',
      message: 'Email taken',
    });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [500, 'server'],
    [503, 'server'],
  ])('answers %s with the form-level kind %s, even with field errors', (status, kind) => {
    const form = setup();
    act(() => {
      applyApiError(new ApiError(status, { errors: { name: ['x'] } }, 'no'), form.current);
    });
    expect(form.current.formState.errors.name).toBeUndefined();
    expect(form.current.formState.errors.root?.server?.type).toBe(kind);
  });

  it('calls anything that is not an API answer a network error', () => {
    const form = setup();
    act(() => {
      applyApiError(new TypeError('Failed to fetch'), form.current);
    });
    expect(form.current.formState.errors.root?.server?.type).toBe('network');
  });

  it('takes the list of fields when a shown field may be undefined', () => {
    const form = renderHook(() => useSubscribedForm<{ line2?: string }>({})).result;
    act(() => {
      applyApiError(rejected({ line2: ['Too long'] }), form.current, { fields: ['line2'] });
    });
    expect(form.current.formState.errors.line2?.message).toBe('Too long');
  });
});
