export { formatDate, parseDate } from './date.ts';
export { latinDigits } from './latinDigits.ts';
export { localeOf } from './locale.ts';
export { formatMoney, type MoneyOptions, parseAmount } from './money.ts';
export { warmNumberFormat } from './warmNumberFormat.ts';
