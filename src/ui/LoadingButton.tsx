import type { ButtonHTMLAttributes } from 'react';

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading: boolean;
}

/** A button that shows a spinner, is disabled and `aria-busy` while its action runs. */
export function LoadingButton({ loading, disabled, className, children, ...rest }: LoadingButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[className, loading ? 'is-loading' : ''].filter(Boolean).join(' ')}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
    >
      {children}
    </button>
  );
}
