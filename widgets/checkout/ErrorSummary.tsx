import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useT } from '../../src/index.ts';
import { fieldControl } from './fieldProblems.ts';
import { problemsOf, type SubmitState } from './submitState.ts';

export interface ErrorSummaryProps {
  form: HTMLFormElement;
  /** The submit's state: its problems while invalid. */
  state: ReadonlySignal<SubmitState>;
}

/**
 * The error summary above the form, from the submit's state: each problem a link to its field. It
 * takes the focus after each failed submit (each new invalid state), not for the server's own
 * summary the page came with.
 */
export function ErrorSummary({ form, state }: ErrorSummaryProps) {
  useSignals();
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const current = state.value;
  const initial = useRef(current);
  const list = problemsOf(current);
  useEffect(() => {
    if (current !== initial.current && list.length > 0) root.current?.focus();
  }, [current, list.length]);
  if (list.length === 0) return null;
  const goTo = (event: React.MouseEvent, name: string) => {
    event.preventDefault();
    const control = fieldControl(form, name);
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  };
  return (
    <div
      className="checkout-errors__box"
      tabIndex={-1}
      ref={root}
      role="alert"
      aria-labelledby="checkout-errors-title"
    >
      <h2 id="checkout-errors-title">{t('Checkout.ErrorSummary')}</h2>
      <ul>
        {list.map((problem) => (
          <li key={problem.field}>
            <a href={`#${problem.field}`} onClick={(event) => goTo(event, problem.field)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
