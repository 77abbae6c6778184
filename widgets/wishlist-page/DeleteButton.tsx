/** A delete button of an item row: the visible text, and an accessible name that names the product. */
export function DeleteButton({ text, label, onClick }: { text: string; label: string; onClick(): void }) {
  return (
    <button type="button" className="button button--ghost" aria-label={label} onClick={onClick}>
      {text}
    </button>
  );
}
