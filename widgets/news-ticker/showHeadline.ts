/** Shows one headline of the ticker and hides the others (hidden ones leave the tab order too). */
export function showHeadline(items: readonly HTMLElement[], index: number): void {
  items.forEach((item, i) => {
    item.hidden = i !== index;
  });
}
