/** A gap: a number is in rem (`1.5` → `1.5rem`), a string is any CSS length. */
export type Space = number | string;

export function space(value: Space): string {
  return typeof value === 'number' ? `${value}rem` : value;
}
