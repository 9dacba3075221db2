/** @jest-environment node */
import { createInstance } from 'i18next';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { zodFormResolver, type TranslateMessage } from './zodFormResolver';

const i18n = createInstance();
void i18n.init({
  lng: 'fr',
  defaultNS: 'area',
  interpolation: { escapeValue: false },
  resources: {
    fr: {
      area: { errors: { name: 'Le nom est obligatoire', short: 'Au moins {{minimum}} caractères' } },
      ui: { validation: { tooLong: 'Au plus {{maximum}} caractères', email: 'E-mail invalide' } },
    },
  },
});
const t = i18n.getFixedT('fr', 'area') as unknown as TranslateMessage;

const resolve = async (schema: Parameters<typeof zodFormResolver>[0], values: object) =>
  (
    await zodFormResolver(schema, t)(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
  ).errors as Record<string, unknown>;

describe('zodFormResolver', () => {
  it('translates keys of the area namespace, interpolating the bounds', async () => {
    const schema = z.object({
      name: z.string().min(1, 'errors.name'),
      code: z.string().min(4, 'errors.short'),
    });
    const errors = await resolve(schema, { name: '', code: 'ab' });
    expect(errors).toMatchObject({
      name: { message: 'Le nom est obligatoire' },
      code: { message: 'Au moins 4 caractères' },
    });
  });

  it("falls back to the design system's message for the issue's kind (English contract messages too)", async () => {
    const schema = z.object({
      title: z.string().max(3, 'Title is too long'),
      email: z.email('Enter a valid email'),
    });
    const errors = await resolve(schema, { title: 'abcdef', email: 'nope' });
    expect(errors).toMatchObject({
      title: { message: 'Au plus 3 caractères' },
      email: { message: 'E-mail invalide' },
    });
  });

  it('nests errors of nested and array paths, and works with zod/mini', async () => {
    const schema = zm.object({
      zones: zm.array(zm.object({ price: zm.number().check(zm.minimum(0, 'errors.name')) })),
    });
    const errors = await resolve(schema, { zones: [{ price: 1 }, { price: -1 }] });
    expect(errors).toMatchObject({ zones: [undefined, { price: { message: 'Le nom est obligatoire' } }] });
  });

  it('answers the parsed values when valid', async () => {
    const schema = z.object({ name: z.string().trim() });
    const result = await zodFormResolver(schema, t)({ name: ' a ' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { name: 'a' }, errors: {} });
  });
});
