/** The networks the share buttons know, in their default order. */
export const NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'] as const;
export type Network = (typeof NETWORKS)[number];

/** The display names used in the buttons' labels. */
export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

/** The share address of `network` for a page; every part is URL-encoded. */
export function shareUrl(network: Network, pageUrl: string, title: string): string {
  const u = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(title ? `${title} ${pageUrl}` : pageUrl)}`;
    case 'email':
      return `mailto:?subject=${text}&body=${u}`;
  }
}

/** `window.open` features of a popup of `width` × `height`, centred on the current window. */
export function popupFeatures(
  width: number,
  height: number,
  screen: { x: number; y: number; w: number; h: number },
) {
  const left = Math.max(0, Math.round(screen.x + (screen.w - width) / 2));
  const top = Math.max(0, Math.round(screen.y + (screen.h - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
