/** A dialog footer button (`button button--primary`, or the plain `button`) that calls `onClick`. */
export function footerButton(
  label: string,
  kind: 'primary' | 'secondary',
  onClick: () => void,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = kind === 'primary' ? 'button button--primary' : 'button';
  button.textContent = label;
  button.addEventListener('click', onClick);
  return button;
}
