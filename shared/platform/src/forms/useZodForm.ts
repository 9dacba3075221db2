import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { zodFormResolver, type TranslateMessage } from './zodFormResolver';

/**
 * `useForm` validated by a zod schema whose messages are keys of the area's `namespace` (see
 * zodFormResolver): every form of the platform gets its translated messages the same way.
 */
export function useZodForm<TInput extends FieldValues, TOutput = TInput>(
  schema: $ZodType<TOutput, TInput>,
  namespace: string,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  const { t } = useTranslation(namespace);
  return useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: zodFormResolver(schema, t as unknown as TranslateMessage),
  });
}
