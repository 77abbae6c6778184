/**
 * Typed text with its Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits written as 0-9, so
 * that a quantity typed on an Arabic keyboard reads as the number it is. Every quantity field reads
 * what was typed through it.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
