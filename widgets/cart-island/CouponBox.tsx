import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
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

/** The coupon field: Apply (or Enter), Remove, the coupon list modal and the customer's coupons. */
export function CouponBox({ cart, couponListUrl, customerId, signal, firstAction }: CouponBoxProps) {
  useSignals();
  const t = useT();
  const applied = cart.CouponCode;
  const [code, setCode] = useState(applied);
  const [busy, setBusy] = useState<'apply' | 'remove' | null>(null);
  const mine = useMyCoupons(customerId, signal);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => setCode(applied), [applied]);

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
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!busy) void run('apply');
  };
  return (
    <div className="cart-coupon">
      <label htmlFor="cart-coupon-code">{t('ShoppingCarts.CouponCode')}</label>
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
        disabled={busy === 'apply'}
        aria-busy={busy === 'apply' || undefined}
        onClick={() => void run('apply')}
      >
        {t('ShoppingCarts.ApplyCoupon')}
      </button>
      {applied ? (
        <RemoveButton busy={busy === 'remove'} onRemove={() => void run('remove', applied)} />
      ) : null}
      {applied && (
        <p className="cart-coupon__applied">{t('ShoppingCarts.AppliedCoupon', { code: applied })}</p>
      )}
      <CouponListLink url={couponListUrl} signal={signal} />
      <MyCoupons coupons={mine} apply={(value) => void run('apply', value)} />
    </div>
  );
}

/** Remove, shown only while a coupon is applied. */
function RemoveButton({ busy, onRemove }: { busy: boolean; onRemove: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onRemove}
    >
      {t('ShoppingCarts.RemoveCoupon')}
    </button>
  );
}
