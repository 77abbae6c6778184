import { useRef } from 'react';
import { useT } from '../../src/index.ts';
import type { AvailableCoupon } from './coupon.ts';
import { openCouponList } from './couponListModal.ts';

/** The link to the coupon list: without JavaScript the fragment's page, here a modal. */
export function CouponListLink({ url, signal }: { url: string; signal: AbortSignal }) {
  const t = useT();
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <a
      ref={link}
      href={url}
      aria-haspopup="dialog"
      // The list opens in this modal, never as a visit: no page asked for ahead at a press or hover.
      data-no-prefetch=""
      onClick={(event) => {
        event.preventDefault();
        if (link.current) void openCouponList(link.current, signal);
      }}
    >
      {t('ShoppingCarts.SeeCoupons')}
    </a>
  );
}

/** The signed-in customer's available coupons, each a button that applies it. */
export function MyCoupons({ coupons, apply }: { coupons: AvailableCoupon[]; apply(code: string): void }) {
  if (coupons.length === 0) return null;
  return (
    <ul className="cart-coupon__mine">
      {coupons.map((coupon) => (
        <li key={coupon.CouponCode}>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => apply(coupon.CouponCode)}
          >
            {coupon.CouponCode}
          </button>{' '}
          {coupon.Description}
        </li>
      ))}
    </ul>
  );
}
