/** A dialog footer button (`btn btn-primary` or `btn btn-secondary`) that calls `onClick`. */
export function footerButton(
  label: string,
  kind: 'primary' | 'secondary',
  onClick: () => void,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `btn btn-${kind}`;
  button.textContent = label;
  button.addEventListener('click', onClick);
  return button;
}
