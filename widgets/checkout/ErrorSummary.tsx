import type { Signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useT } from '../../src/index.ts';
import { fieldControl } from './fieldProblems.ts';
import type { FieldProblem } from './submitState.ts';

export interface ErrorSummaryProps {
  form: HTMLFormElement;
  problems: Signal<FieldProblem[]>;
  /** Bumped at each failed submit: the summary takes the focus again. */
  attempt: Signal<number>;
}

/** The error summary above the form: each problem a link to its field; it takes the focus after a failed submit. */
export function ErrorSummary({ form, problems, attempt }: ErrorSummaryProps) {
  useSignals();
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const list = problems.value;
  const tries = attempt.value;
  useEffect(() => {
    if (tries > 0 && list.length > 0) root.current?.focus();
  }, [tries, list.length]);
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
