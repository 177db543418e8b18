/**
 * The dates a parcel arrives between, counting working days (Monday to Friday) from the day after
 * `from`: carriers promise days of work, not calendar days. Dates as `YYYY-MM-DD`, in Argentina's
 * time (UTC−3, no daylight saving).
 */
export function deliveryWindow(from: Date, daysMin: number, daysMax: number): { from: string; to: string } {
  const local = new Date(from.getTime() - 3 * 3_600_000);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  const after = (days: number): string => {
    const d = new Date(day);
    let left = Math.max(0, days);
    while (left > 0) {
      d.setUTCDate(d.getUTCDate() + 1);
      const weekday = d.getUTCDay();
      if (weekday !== 0 && weekday !== 6) left--;
    }
    return d.toISOString().slice(0, 10);
  };
  return { from: after(daysMin), to: after(Math.max(daysMin, daysMax)) };
}
