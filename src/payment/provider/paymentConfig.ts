/** The integrator's payment calls; `{paymentId}` is replaced by the payment's id. */
export interface PaymentEndpoints {
  /** Sends the card (the shopper's payment data) and answers a resultCode; default below. */
  payments: string;
  /** Sends the answer of an action (the 3-D Secure challenge) and answers a resultCode. */
  details: string;
}

/** Which provider a page uses, from the `payment` block of the page settings. */
export type PaymentConfig =
  | {
      provider: 'adyen';
      clientKey: string;
      environment: 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in';
      endpoints: PaymentEndpoints;
      timeout: number;
      /**
       * Origins a payment action may send the customer to (a bank's or Adyen's redirect page):
       * the one case where the customer leaves the shop. Any other redirect is refused.
       */
      redirectOrigins: string[];
    }
  | { provider: 'test'; endpoints: PaymentEndpoints; timeout: number };

export const DEFAULT_ENDPOINTS: PaymentEndpoints = {
  payments: 'api/v1/payments/{paymentId}/payments',
  details: 'api/v1/payments/{paymentId}/details',
};

/** A payment waits this long for the server (a card scheme can be slow) before it is an error. */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 60_000;

const ENVIRONMENTS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function endpointsOf(block: Record<string, unknown>): PaymentEndpoints {
  const given = (block.endpoints ?? {}) as Record<string, unknown>;
  return {
    payments: text(given.payments) ?? DEFAULT_ENDPOINTS.payments,
    details: text(given.details) ?? DEFAULT_ENDPOINTS.details,
  };
}

/**
 * Reads `settings.payment`: `{ "provider": "adyen", "clientKey", "environment", "endpoints" }` uses
 * Adyen; `{ "provider": "test" }` (or no block) the test provider. Adyen without a client key, or
 * with an unknown environment, logs one console error and falls back to the test provider, whose
 * payments the shop's server refuses unless it runs the test PSP.
 */
export function paymentConfig(settings: { readonly [key: string]: unknown }): PaymentConfig {
  const raw = settings.payment;
  const block = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const endpoints = endpointsOf(block);
  const timeout =
    typeof block.timeout === 'number' && block.timeout > 0 ? block.timeout : DEFAULT_PAYMENT_TIMEOUT_MS;
  if (block.provider !== 'adyen') return { provider: 'test', endpoints, timeout };
  const clientKey = text(block.clientKey);
  const environment = ENVIRONMENTS.find((env) => env === block.environment);
  if (!clientKey || !environment) {
    console.error(
      `[vitrine] settings.payment: Adyen needs a clientKey and an environment (${ENVIRONMENTS.join(', ')}); using the test provider`,
    );
    return { provider: 'test', endpoints, timeout };
  }
  return { provider: 'adyen', clientKey, environment, endpoints, timeout, redirectOrigins: originsOf(block) };
}

/** `redirectOrigins`: the origins of the absolute http(s) addresses given; anything else is left out. */
function originsOf(block: Record<string, unknown>): string[] {
  const given = Array.isArray(block.redirectOrigins) ? block.redirectOrigins : [];
  return given.flatMap((value) => {
    try {
      const url = new URL(String(value));
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Whether a payment action may take the customer away: an action without an address stays on
 * the page; one with a `url` must be on an allowed origin (never another scheme).
 */
export function redirectAllowed(
  action: { readonly [key: string]: unknown },
  origins: readonly string[],
): boolean {
  if (action.url === undefined) return true;
  if (typeof action.url !== 'string') return false;
  try {
    const url = new URL(action.url);
    return (url.protocol === 'https:' || url.protocol === 'http:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}

/** An endpoint with the payment's id in place. */
export function endpointUrl(template: string, paymentId: string): string {
  return template.replace('{paymentId}', encodeURIComponent(paymentId));
}
