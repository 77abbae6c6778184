import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useAnnouncement } from '../../react/useAnnouncement.ts';
import { useT } from '../../react/useT.ts';
import type { CardPaymentHandle } from '../provider/CardPaymentHandle.ts';
import type {
  CardBillingAddress,
  CardState,
  PaymentAmount,
  PaymentProvider,
  PaymentResult,
} from '../provider/PaymentProvider.ts';
import { loadConfiguredProvider, unavailableResult } from './loadPaymentProvider.ts';

export interface CardPaymentProps {
  amount: PaymentAmount;
  culture: string;
  /** The billing address chosen on the page: the card takes it unless the customer gives another. */
  billingAddress?: CardBillingAddress | undefined;
  onCardState?(state: CardState): void;
  ref?: Ref<CardPaymentHandle>;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The id of the card form's loading status; a page's own placeholder with this id (the checkout's,
 * shown as Card is chosen) hands its focus to it as the island comes (`adoptFormState`).
 */
const CARD_STATUS_ID = 'vitrine-card-status';

/** Loads the configured provider and mounts it into `host`; unmounts on cleanup. */
function useProvider(
  host: React.RefObject<HTMLDivElement | null>,
  culture: string,
  amount: React.RefObject<PaymentAmount>,
  onCardState: React.RefObject<(state: CardState) => void>,
  billing: React.RefObject<CardBillingAddress | undefined>,
) {
  const provider = useRef<PaymentProvider | undefined>(undefined);
  const [load, setLoad] = useState<LoadState>('loading');
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const controller = new AbortController();
    setLoad('loading');
    onCardState.current('loading');
    const start = async () => {
      const loaded = await loadConfiguredProvider();
      if (controller.signal.aborted) return;
      provider.current = loaded;
      await loaded.mount(el, {
        amount: amount.current,
        billingAddress: billing.current,
        culture,
        onCardState: (state) => onCardState.current(state),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      // A customer waiting on the loading status goes on to the first field, which is what they waited for.
      if (document.activeElement?.id === CARD_STATUS_ID)
        el.querySelector<HTMLElement>('input, select, iframe, button')?.focus();
      setLoad('ready');
    };
    start().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[vitrine] card payment: the payment provider could not be loaded', error);
      setLoad('failed');
    });
    return () => {
      controller.abort();
      provider.current?.unmount();
      provider.current = undefined;
    };
  }, [culture, host, amount, onCardState, billing]);
  return { provider, load };
}

/** The handle the page validates and pays with: one payment at a time, whatever is clicked. */
function usePaymentHandle(
  ref: Ref<CardPaymentHandle> | undefined,
  provider: React.RefObject<PaymentProvider | undefined>,
) {
  const running = useRef<Promise<PaymentResult> | undefined>(undefined);
  useImperativeHandle(
    ref,
    () => ({
      validate: () => provider.current?.validate() ?? false,
      pay(paymentId) {
        const current = provider.current;
        if (!current) return Promise.resolve(unavailableResult());
        running.current ??= current.submit({ paymentId }).finally(() => {
          running.current = undefined;
        });
        return running.current;
      },
    }),
    [provider],
  );
}

/**
 * The card form of the configured payment provider (Adyen's Card component or the test provider),
 * downloaded when this component first mounts. A new `amount` is passed on without touching what
 * the customer typed.
 */
export function CardPayment({ amount, culture, billingAddress, onCardState, ref }: CardPaymentProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const amountRef = useRef(amount);
  amountRef.current = amount;
  const stateRef = useRef(onCardState);
  stateRef.current = onCardState;
  const lastState = useRef<CardState | undefined>(undefined);
  // The page hears each state once, however many times the component and the provider say it.
  const report = useRef((state: CardState) => {
    if (state === lastState.current) return;
    lastState.current = state;
    stateRef.current?.(state);
  });
  const billingRef = useRef(billingAddress);
  billingRef.current = billingAddress;
  const { provider, load } = useProvider(host, culture, amountRef, report, billingRef);
  const billingKey = JSON.stringify(billingAddress ?? null);
  useEffect(() => {
    provider.current?.updateAmount({ value: amount.value, currency: amount.currency });
  }, [amount.value, amount.currency, provider]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address by value (a new object each render)
  useEffect(() => {
    provider.current?.setBillingAddress(billingRef.current);
  }, [billingKey, provider]);
  usePaymentHandle(ref, provider);
  useAnnouncement(load === 'loading' ? t('Payment.Loading') : '', 'saving');
  useAnnouncement(load === 'failed' ? t('Payment.Unavailable') : '', 'errors');

  return (
    <div className="card-payment" aria-busy={load === 'loading'}>
      {load === 'loading' && (
        // A Tab stop that says the fields are coming: Tab cannot pass the fields unawares.
        <p
          id={CARD_STATUS_ID}
          className="card-payment__status"
          role="progressbar"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a Tab stop on purpose, the fields' place while they load
          tabIndex={0}
          aria-label={t('Payment.Loading')}
          aria-busy="true"
        >
          {t('Payment.Loading')}
        </p>
      )}
      {load === 'failed' && (
        <p className="card-payment__status card-payment__status--failed" data-card-unavailable="">
          {t('Payment.Unavailable')}
        </p>
      )}
      <div ref={host} className="card-payment__fields" data-card-payment="" />
    </div>
  );
}
