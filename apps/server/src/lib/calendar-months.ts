/** `start` plus `months` calendar months in UTC; a day past the month's end falls on its last day (Jan 31 → Feb 28). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
