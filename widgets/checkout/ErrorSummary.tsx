import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useT } from '../../src/index.ts';
import { fieldControl } from './fieldProblems.ts';
import { declinedOf, problemsOf, type SubmitState } from './submitState.ts';

export interface ErrorSummaryProps {
  form: HTMLFormElement;
  /** The submit's state: its problems while invalid. */
  state: ReadonlySignal<SubmitState>;
}

/**
 * The error summary above the form, from the submit's state: each problem a link to its field, or
 * the card's refusal. It takes the focus after each failed submit or refused payment (each new
 * state with something to say), its first one included: it is rendered when the submit first has
 * something to say (the server's own summary, the page came with, stays the server's).
 */
export function ErrorSummary({ form, state }: ErrorSummaryProps) {
  useSignals();
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const current = state.value;
  const initial = useRef<SubmitState | undefined>(undefined);
  const list = problemsOf(current);
  const declined = declinedOf(current);
  const shown = list.length > 0 || declined !== '';
  useEffect(() => {
    if (current !== initial.current && shown) root.current?.focus();
  }, [current, shown]);
  if (!shown) return null;
  const goTo = (event: React.MouseEvent, name: string) => {
    event.preventDefault();
    const control = fieldControl(form, name);
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  };
  return (
    // A named region, focused when it has something new to say: read at once, found again by landmark.
    <section
      className="checkout-errors__box"
      tabIndex={-1}
      ref={root}
      aria-labelledby="checkout-errors-title"
    >
      {declined ? (
        <p id="checkout-errors-title" className="checkout-errors__declined">
          {declined}
        </p>
      ) : (
        <h2 id="checkout-errors-title">{t('Checkout.ErrorSummary')}</h2>
      )}
      <ul>
        {list.map((problem) => (
          <li key={problem.field}>
            <a href={`#${problem.field}`} onClick={(event) => goTo(event, problem.field)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
