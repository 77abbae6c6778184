function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats a date as DD/MM/YYYY, the short date of every culture of the shop. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Parses DD/MM/YYYY (also with - or .) into a local date; undefined when it is not a real date. */
export function parseDate(text: string): Date | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : undefined;
}
