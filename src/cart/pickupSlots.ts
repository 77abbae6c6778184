/**
 * Shows the pickup slot of one shipping method among the slots the server rendered: each slot is
 * a `[data-shipping-method-id]` element whose markup is live for the chosen method and kept in a
 * `<template>` for the others. The shown slot gets a fresh copy of its markup (the loader mounts
 * its `pickup-point` widget), the others are emptied (the loader unmounts theirs) and hidden.
 */
export function showPickupSlot(container: Element, methodId: number): void {
  for (const slot of container.querySelectorAll<HTMLElement>('[data-shipping-method-id]')) {
    const template = templateOf(slot);
    const mine = Number(slot.dataset.shippingMethodId) === methodId;
    const live = [...slot.childNodes].filter((node) => node !== template);
    if (mine && live.length === 0) slot.append(template.content.cloneNode(true));
    if (!mine) for (const node of live) node.remove();
    slot.hidden = !mine;
  }
}

/** The slot's `<template>`; a live slot's markup is first kept in a new one. */
function templateOf(slot: HTMLElement): HTMLTemplateElement {
  const kept = slot.querySelector<HTMLTemplateElement>(':scope > template');
  if (kept) return kept;
  const template = document.createElement('template');
  for (const node of slot.childNodes) template.content.append(node.cloneNode(true));
  slot.append(template);
  return template;
}
