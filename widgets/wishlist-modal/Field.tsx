import type { ReactNode } from 'react';

/** One labelled field of the form: `<p class="field">` with the label and its control. */
export function Field({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <p className="field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </p>
  );
}
