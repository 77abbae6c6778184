import type { CDPSession } from '@playwright/test';

/**
 * The mobile networks the phone benches load pages over: DevTools' "Fast 4G", Lighthouse's mobile
 * "Slow 4G" and a poor 3G (latency per request, bytes/s).
 */
export const NETWORKS = {
  fast4g: { latency: 60, downloadThroughput: (9_000 * 1024) / 8, uploadThroughput: (1_500 * 1024) / 8 },
  slow4g: { latency: 150, downloadThroughput: (1_600 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  poor3g: { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 },
} as const;

/** A network's conditions, as Chromium's `Network.emulateNetworkConditions` takes them. */
export type NetworkConditions = (typeof NETWORKS)[keyof typeof NETWORKS];

/** A mid-range phone: the page's network throttled to `network`, its CPU 4x slower. */
export async function asPhone(cdp: CDPSession, network: NetworkConditions): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
