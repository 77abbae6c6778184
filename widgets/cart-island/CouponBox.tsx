import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type CartDetails, type FirstAction, useFirstAction, useT } from '../../src/index.ts';
import { CouponListLink, MyCoupons } from './CouponExtras.tsx';
import { type AvailableCoupon, applyCoupon, availableCoupons, removeCoupon } from './coupon.ts';

export interface CouponBoxProps {
  cart: CartDetails;
  couponListUrl: string;
  customerId: number;
  signal: AbortSignal;
  /** The server form's Apply or Remove pressed before the island (with the code typed there). */
  firstAction?: FirstAction | undefined;
}

/** The coupons a signed-in customer holds (none for a guest). */
function useMyCoupons(customerId: number, signal: AbortSignal): AvailableCoupon[] {
  const [mine, setMine] = useState<AvailableCoupon[]>([]);
  useEffect(() => {
    if (customerId > 0) void availableCoupons(customerId, signal).then(setMine);
  }, [customerId, signal]);
  return mine;
}

/** The coupon field with Apply (or Enter), the applied coupon as a tag to remove, the coupon list modal and the customer's coupons. */
export function CouponBox({ cart, couponListUrl, customerId, signal, firstAction }: CouponBoxProps) {
  useSignals();
  const t = useT();
  const applied = cart.CouponCode;
  // The field is for a new code: the applied one is the tag below it.
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'apply' | 'remove' | null>(null);
  const mine = useMyCoupons(customerId, signal);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (applied) setCode('');
  }, [applied]);

  const run = async (kind: 'apply' | 'remove', value = code) => {
    setBusy(kind);
    const done = await (kind === 'apply' ? applyCoupon(value, signal) : removeCoupon(value, signal));
    setBusy(null);
    // Remove goes with the coupon: focus stays in the coupon box, on its field.
    if (kind === 'remove' && done) field.current?.focus();
  };
  useFirstAction(firstAction, ({ name, value, data }) => {
    const typed = String(data.get('CouponCode') ?? '').trim();
    if (name === 'Action' && value === 'coupon' && typed) void run('apply', typed);
    if (name === 'Action' && value === 'coupon-remove' && applied) void run('remove', applied);
  });
  return (
    <div className="cart-coupon">
      <label htmlFor="cart-coupon-code">{t('ShoppingCarts.CouponCode')}</label>
      <CouponField
        field={field}
        code={code}
        setCode={setCode}
        busy={busy === 'apply'}
        onApply={() => {
          if (!busy) void run('apply');
        }}
      />
      {applied ? (
        <p className="cart-coupon__applied">
          <CouponTag code={applied} busy={busy === 'remove'} onRemove={() => void run('remove', applied)} />
        </p>
      ) : null}
      <CouponListLink url={couponListUrl} signal={signal} />
      <MyCoupons coupons={mine} apply={(value) => void run('apply', value)} />
    </div>
  );
}

interface CouponFieldProps {
  field: RefObject<HTMLInputElement | null>;
  code: string;
  setCode: (code: string) => void;
  busy: boolean;
  onApply: () => void;
}

/** The code field and Apply; Enter in the field applies too (and never posts the form). */
function CouponField({ field, code, setCode, busy, onApply }: CouponFieldProps) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onApply();
  };
  return (
    <span className="cart-coupon__field">
      <input
        ref={field}
        id="cart-coupon-code"
        name="CouponCode"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onApply}
      >
        {t('ShoppingCarts.ApplyCoupon')}
      </button>
    </span>
  );
}

/** The applied coupon: its code and the button that takes it off. */
function CouponTag({ code, busy, onRemove }: { code: string; busy: boolean; onRemove: () => void }) {
  const t = useT();
  return (
    <span className="cart-coupon__tag">
      {code}
      <button
        type="button"
        className="cart-coupon__remove"
        aria-label={t('ShoppingCarts.RemoveCouponCode', { code })}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onRemove}
      >
        ×
      </button>
    </span>
  );
}
