/** Minutes as whole hours and the minutes left, e.g. 135 → { hours: 2, minutes: 15 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
