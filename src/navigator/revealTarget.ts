interface BootstrapPlugin {
  getOrCreateInstance(el: Element): { show(): void };
}

declare global {
  interface Window {
    bootstrap?: { Collapse?: BootstrapPlugin; Tab?: BootstrapPlugin };
  }
}

function togglesFor(id: string, kind: string): Element[] {
  const escaped = CSS.escape(id);
  return [
    ...document.querySelectorAll(
      `[data-bs-toggle="${kind}"][data-bs-target="#${escaped}"], [data-bs-toggle="${kind}"][href="#${escaped}"], [data-toggle="${kind}"][data-target="#${escaped}"], [data-toggle="${kind}"][href="#${escaped}"]`,
    ),
  ];
}

function openCollapse(panel: Element): void {
  const plugin = window.bootstrap?.Collapse;
  if (plugin) plugin.getOrCreateInstance(panel).show();
  else panel.classList.add('show');
  for (const toggle of togglesFor(panel.id, 'collapse')) {
    toggle.classList.remove('collapsed');
    toggle.setAttribute('aria-expanded', 'true');
  }
}

function showTab(pane: Element): void {
  const toggles = [...togglesFor(pane.id, 'tab'), ...togglesFor(pane.id, 'pill')];
  const plugin = window.bootstrap?.Tab;
  const toggle = toggles[0];
  if (plugin && toggle) {
    plugin.getOrCreateInstance(toggle).show();
    return;
  }
  for (const sibling of pane.parentElement?.children ?? []) {
    if (!sibling.classList.contains('tab-pane') || sibling === pane) continue;
    sibling.classList.remove('active', 'show');
    for (const other of [...togglesFor(sibling.id, 'tab'), ...togglesFor(sibling.id, 'pill')]) {
      other.classList.remove('active');
      other.setAttribute('aria-selected', 'false');
    }
  }
  pane.classList.add('active', 'show');
  for (const t of toggles) {
    t.classList.add('active');
    t.setAttribute('aria-selected', 'true');
  }
}

/**
 * Opens every closed Bootstrap 5 (or 4) collapse and inactive tab pane that contains `target`,
 * outermost first, so the target can be seen before the page scrolls to it. Uses Bootstrap's own
 * plugins when the page loaded them, else sets the classes and aria attributes they would.
 */
export function revealTarget(target: Element): void {
  const hidden: Element[] = [];
  for (let el = target.parentElement; el; el = el.parentElement) {
    if (el.classList.contains('collapse') && !el.classList.contains('show')) hidden.push(el);
    else if (el.classList.contains('tab-pane') && !el.classList.contains('active')) hidden.push(el);
  }
  for (const el of hidden.reverse()) {
    if (el.classList.contains('collapse')) openCollapse(el);
    else showTab(el);
  }
}
