import { announce, t } from '../../src/index.ts';
import { frameUrl } from './frames.ts';

/** Loads every frame once, showing progress under the view. */
export interface FramePreloader {
  /** Starts loading the frames; later calls do nothing. */
  preload(): void;
  /** Frames that failed to load: never shown (the last good one stays). */
  readonly failed: ReadonlySet<number>;
  /** The progress bar and the notice, inserted after the stage. */
  readonly nodes: readonly HTMLElement[];
}

function progressBar(frames: number): { progress: HTMLElement; bar: HTMLElement } {
  const progress = document.createElement('div');
  progress.className = 'viewer-360__progress';
  progress.setAttribute('role', 'progressbar');
  progress.setAttribute('aria-label', t('Catalog.View360Loading'));
  progress.setAttribute('aria-valuemin', '0');
  progress.setAttribute('aria-valuemax', String(frames));
  progress.hidden = true;
  const bar = document.createElement('span');
  progress.append(bar);
  return { progress, bar };
}

/**
 * Frames load on the first interaction: a progress bar under the view (and aria-busy) until every
 * frame has answered; a message says the view is incomplete when some failed.
 */
export function createFramePreloader(
  stage: HTMLElement,
  frames: number,
  template: string,
  signal: AbortSignal,
): FramePreloader {
  const failed = new Set<number>();
  const { progress, bar } = progressBar(frames);
  const notice = document.createElement('p');
  notice.className = 'viewer-360__notice';
  stage.after(progress, notice);
  let settled = 0;
  let started = false;
  const update = () => {
    progress.setAttribute('aria-valuenow', String(settled));
    bar.style.width = `${(settled / frames) * 100}%`;
    if (settled < frames) return;
    progress.hidden = true;
    stage.removeAttribute('aria-busy');
    if (failed.size === 0) return;
    notice.textContent = t('Catalog.View360Incomplete');
    announce(notice.textContent, 'errors');
  };
  const settle = (index: number, ok: boolean) => () => {
    if (signal.aborted) return;
    if (!ok) failed.add(index);
    settled += 1;
    update();
  };
  const preload = () => {
    if (started) return;
    started = true;
    progress.hidden = false;
    stage.setAttribute('aria-busy', 'true');
    update();
    for (let i = 0; i < frames; i += 1) {
      const image = new Image();
      image.addEventListener('load', settle(i, true), { once: true, signal });
      image.addEventListener('error', settle(i, false), { once: true, signal });
      image.src = frameUrl(template, i);
    }
  };
  return { preload, failed, nodes: [progress, notice] };
}
