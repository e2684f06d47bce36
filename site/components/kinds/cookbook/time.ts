// A recipe's minutes as a cook reads them: "45 min", "1 h", "1 h 15 min" (the words from the
// `cookbook` namespace's `time.*`).
export function minutesText(minutes: number, t: (key: 'minutes' | 'hours' | 'hoursMinutes', values: Record<string, number>) => string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('minutes', { minutes: rest });
  return rest ? t('hoursMinutes', { hours, minutes: rest }) : t('hours', { hours });
}
