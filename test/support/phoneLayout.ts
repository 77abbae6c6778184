import type { Page } from '@playwright/test';

/** What a customer on a 375 px phone meets on a page: sideways scroll, the header's height, small targets. */
export interface PhoneLayout {
  scrollWidth: number;
  headerHeight: number;
  /** Targets under 24 by 24 px with another target within their 24 px circle (WCAG 2.5.8), described. */
  crampedTargets: string[];
}

/**
 * Measures the page as it stands. A target is a visible link, button, summary, select or field; a
 * checkbox or radio counts with its label (pressing either ticks it). A target inside a sentence
 * (a link in a paragraph) is exempt, as WCAG 2.5.8 says; an undersized one passes when a 24 px
 * circle on its centre touches no other target.
 */
export function measurePhoneLayout(page: Page): Promise<PhoneLayout> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(el).visibility !== 'hidden' &&
        !el.closest('[inert]')
      );
    };
    const boxOf = (el: Element): DOMRect => {
      const box = el.getBoundingClientRect();
      const label = el instanceof HTMLInputElement && el.labels?.[0];
      if (!label || !['checkbox', 'radio'].includes(el.type)) return box;
      const other = label.getBoundingClientRect();
      const left = Math.min(box.left, other.left);
      const top = Math.min(box.top, other.top);
      return new DOMRect(
        left,
        top,
        Math.max(box.right, other.right) - left,
        Math.max(box.bottom, other.bottom) - top,
      );
    };
    const inSentence = (el: Element) => el.tagName === 'A' && el.parentElement?.closest('p') !== null;
    const targets = [
      ...document.querySelectorAll('a[href], button, summary, select, input:not([type="hidden"]), textarea'),
    ].filter((el) => visible(el) && !inSentence(el));
    const boxes = targets.map(boxOf);
    const touches = (a: DOMRect, b: DOMRect) => {
      const cx = a.left + a.width / 2;
      const cy = a.top + a.height / 2;
      const dx = Math.max(b.left - cx, 0, cx - b.right);
      const dy = Math.max(b.top - cy, 0, cy - b.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    const crampedTargets = targets.flatMap((el, i) => {
      const box = boxes[i] as DOMRect;
      if (box.width >= 23.5 && box.height >= 23.5) return [];
      const near = boxes.some((other, j) => j !== i && touches(box, other));
      if (!near) return [];
      const name = (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || el.id;
      return [`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
    const header = document.querySelector('.site-header');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      headerHeight: header ? Math.round(header.getBoundingClientRect().height) : 0,
      crampedTargets,
    };
  });
}
