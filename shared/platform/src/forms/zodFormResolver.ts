import { set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { safeParseAsync, type $ZodIssue, type $ZodType } from 'zod/v4/core';

/** The part of i18next's `t` the resolver uses: a key (or keys, the first that exists wins) and values. */
export type TranslateMessage = (keys: string | string[], options: Record<string, unknown>) => string;

/** The design system's message for an issue zod raises itself (namespace `ui`, `validation.*`). */
function genericKey(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'tooFew';
      return 'tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'tooMany';
      return 'tooBig';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : issue.format === 'url' ? 'url' : 'format';
    case 'invalid_type':
      return issue.expected === 'number' ? 'number' : 'required';
    case 'invalid_value':
      return 'choose';
    default:
      return 'invalid';
  }
}

/**
 * The one rule for validation messages: a schema's message is a translation key of the area's
 * namespace (the `t` given), interpolated with the issue's bounds (`{{minimum}}`, `{{maximum}}`).
 * A message that is not a key there — zod's own, or an API contract's English sentence — gives way to
 * the design system's message for that kind of issue (`ui:validation.*`), with the same values.
 */
export function translateIssue(issue: $ZodIssue, t: TranslateMessage): string {
  const values: Record<string, unknown> = {};
  if ('minimum' in issue) values.minimum = Number(issue.minimum);
  if ('maximum' in issue) values.maximum = Number(issue.maximum);
  const keys = [`ui:validation.${genericKey(issue)}`];
  if (issue.message) keys.unshift(issue.message);
  return t(keys, { ...values, defaultValue: issue.message });
}

/**
 * A react-hook-form resolver for a zod schema (classic or mini) whose messages come out translated
 * (see translateIssue). The first issue of each field is its message, nested paths included.
 */
export function zodFormResolver<TInput extends FieldValues, TOutput = TInput>(
  schema: $ZodType<TOutput, TInput>,
  t: TranslateMessage,
): Resolver<TInput, unknown, TOutput> {
  return async (values) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path in errors) continue;
      errors[path] = { type: issue.code, message: translateIssue(issue, t) };
    }
    const nested: FieldErrors<TInput> = {};
    // A form-wide issue (no path) goes to the form-level error, like the API's body messages.
    for (const [path, error] of Object.entries(errors)) set(nested, path || 'root.server', error);
    return { values: {}, errors: nested };
  };
}
