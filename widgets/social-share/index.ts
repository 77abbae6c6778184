import { defineWidget, isPlainClick, loadStrings, option, t } from '../../src/index.ts';
import { isNetwork, NETWORK_NAMES, NETWORKS, type Network, popupFeatures, shareUrl } from './shareUrl.ts';

const positive = (n: number) => n > 0;

/** The canonical address of the page when it declares one, else the current address. */
function pageAddress(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical?.href || window.location.href;
}

function createButton(network: Network): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = `vitrine-share__link vitrine-share__link--${network}`;
  link.dataset.network = network;
  link.textContent =
    network === 'email' ? t('Core.ShareByEmail') : t('Core.ShareOn', { network: NETWORK_NAMES[network] });
  return link;
}

export default defineWidget({
  name: 'social-share',
  strategy: 'idle',
  options: {
    /** `popup` (default): open the network in a sized popup window; `link`: follow it in a new tab. */
    mode: option.string('popup', (v) => v === 'popup' || v === 'link'),
    /** Networks to create when the element has no `a[data-network]`; default all five. */
    networks: option.string(NETWORKS.join(','), (v) => v.split(',').every((n) => isNetwork(n.trim()))),
    /** The shared address; default: the canonical link, else the current address. */
    url: option.string(''),
    /** The shared title; default: the document title. */
    title: option.string(''),
    popupWidth: option.number(600, positive),
    popupHeight: option.number(500, positive),
  },
  async mount(el, options, { signal }) {
    let links = [...el.querySelectorAll<HTMLAnchorElement>('a[data-network]')];
    const created: HTMLAnchorElement[] = [];
    if (links.length === 0) {
      await loadStrings();
      for (const name of options.networks.split(',').map((n) => n.trim())) {
        if (isNetwork(name)) created.push(createButton(name));
      }
      el.append(...created);
      links = created;
    }
    const address = () => options.url || pageAddress();
    const title = () => options.title || document.title;
    for (const link of links) {
      const network = link.dataset.network ?? '';
      if (!isNetwork(network)) {
        console.error(`[vitrine] widget "social-share": unknown data-network "${network}"`, link);
        continue;
      }
      link.href = shareUrl(network, address(), title());
      if (network !== 'email') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
    }
    el.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-network]');
        const network = link?.dataset.network ?? '';
        if (!link || !isNetwork(network) || network === 'email' || options.mode !== 'popup') return;
        if (!isPlainClick(event)) return;
        event.preventDefault();
        const features = popupFeatures(options.popupWidth, options.popupHeight, {
          x: window.screenX,
          y: window.screenY,
          w: window.outerWidth,
          h: window.outerHeight,
        });
        window.open(
          shareUrl(network, address(), title()),
          `vitrine-share-${network}`,
          `${features},noopener`,
        );
      },
      { signal },
    );
    return () => {
      for (const link of created) link.remove();
    };
  },
});
