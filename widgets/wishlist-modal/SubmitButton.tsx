/** The form's submit button: disabled and marked busy while an add is on its way. */
export function SubmitButton({ loading, label }: { loading: boolean; label: string }) {
  return (
    <button
      type="submit"
      className={loading ? 'button button--primary is-loading' : 'button button--primary'}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {label}
    </button>
  );
}
