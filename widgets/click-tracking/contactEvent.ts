/** The dataLayer event of a contact link: `emailClick` {email} or `phoneClick` {phone}. */
export interface ContactEvent {
  event: 'emailClick' | 'phoneClick';
  data: { email: string } | { phone: string };
}

/** Reads a mailto: or tel: href; anything else is not tracked (null). */
export function contactEvent(href: string): ContactEvent | null {
  const match = /^\s*(mailto|tel):([^?#]*)/i.exec(href);
  if (!match) return null;
  let value = match[2] ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    // keep the raw text when it is not valid percent-encoding
  }
  value = value.trim();
  if (value === '') return null;
  return match[1]?.toLowerCase() === 'mailto'
    ? { event: 'emailClick', data: { email: value } }
    : { event: 'phoneClick', data: { phone: value } };
}
