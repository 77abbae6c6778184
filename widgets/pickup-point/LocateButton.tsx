import { useEffect, useRef } from 'react';
import { useT } from '../../src/index.ts';

/**
 * The "use my location" button: disabled and `aria-busy` while locating (the modal's status line
 * says so); focus, lost by the disabling, comes back to it when it is usable again.
 */
export function LocateButton({ busy, onLocate }: { busy: boolean; onLocate: () => void }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (busy) return;
    const active = document.activeElement;
    if (hadFocus.current && (active === null || active === document.body)) button.current?.focus();
    hadFocus.current = false;
  }, [busy]);
  return (
    <button
      ref={button}
      type="button"
      className="button pickup-modal__locate"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        hadFocus.current = true;
        onLocate();
      }}
    >
      {t('Shippings.PickupLocateMe')}
    </button>
  );
}
