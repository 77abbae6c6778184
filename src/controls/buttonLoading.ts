/**
 * Puts a server-rendered button in its loading state (disabled, `aria-busy`, spinner class) or
 * back; returns the function that resets it.
 */
export function setButtonLoading(button: HTMLButtonElement | HTMLInputElement, loading = true): () => void {
  const reset = () => {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.classList.remove('is-loading');
  };
  if (!loading) {
    reset();
    return reset;
  }
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.classList.add('is-loading');
  return reset;
}
