import { t } from '../../src/index.ts';
import { attachAutoRotate } from './autoRotate.ts';
import { attachDrag } from './dragControl.ts';
import { createFramePreloader, type FramePreloader } from './framePreloader.ts';
import { frameUrl, type ViewerType, wrapFrame } from './frames.ts';
import { attachSlider } from './sliderControl.ts';
import type { ViewerControl, ViewerStage } from './viewerStage.ts';

export interface ViewerOptions {
  type: ViewerType;
  interval: number;
  frames: number;
  frameUrl: string;
}

const CAPTIONS: Record<ViewerType, string> = {
  slider: 'Catalog.View360SliderCaption',
  drag: 'Catalog.View360DragCaption',
  auto: 'Catalog.View360AutoCaption',
};

/**
 * The 360 viewer's controller: turns the server's first frame into a viewer (drag with pointer or
 * arrow keys, a range slider, or auto-rotation with a pause/play button). Frames are fetched on the
 * first interaction (or when the rotation starts), not at start. `stop()` puts the server markup back.
 */
export class Viewer360 implements ViewerStage {
  readonly stage = document.createElement('div');
  readonly frames: number;
  frame = 0;
  private readonly img: HTMLImageElement;
  private readonly firstSrc: string;
  private readonly caption: Element | null;
  private readonly firstCaption: string;
  private preloader: FramePreloader | undefined;
  private control: ViewerControl | undefined;

  constructor(
    readonly el: HTMLElement,
    img: HTMLImageElement,
    private readonly options: ViewerOptions,
    readonly signal: AbortSignal,
  ) {
    this.img = img;
    this.frames = options.frames;
    this.firstSrc = img.getAttribute('src') ?? '';
    this.caption = el.querySelector('figcaption');
    this.firstCaption = this.caption?.textContent ?? '';
  }

  /** Builds the stage and the control. Safe to call twice. */
  start(): void {
    if (this.control) return;
    this.stage.className = 'viewer-360__stage';
    this.img.before(this.stage);
    this.stage.append(this.img);
    this.preloader = createFramePreloader(this.stage, this.frames, this.options.frameUrl, this.signal);
    this.control = this.attachControl();
    if (this.caption) this.caption.textContent = t(CAPTIONS[this.options.type]);
    this.control.onFrame();
    this.el.classList.add('viewer-360--enhanced', `viewer-360--${this.options.type}`);
    this.el.dataset.frame = '0';
  }

  /** Removes the viewer and restores the server's frame and caption. Safe to call twice. */
  stop(): void {
    if (!this.control) return;
    this.control.remove();
    this.control = undefined;
    this.el.classList.remove('viewer-360--enhanced', `viewer-360--${this.options.type}`);
    delete this.el.dataset.frame;
    this.img.src = this.firstSrc;
    this.stage.before(this.img);
    this.stage.remove();
    for (const node of this.preloader?.nodes ?? []) node.remove();
    if (this.caption) this.caption.textContent = this.firstCaption;
  }

  show(next: number): void {
    this.frame = wrapFrame(next, this.frames);
    if (!this.preloader?.failed.has(this.frame)) this.img.src = frameUrl(this.options.frameUrl, this.frame);
    this.el.dataset.frame = String(this.frame);
    this.control?.onFrame();
  }

  preload(): void {
    this.preloader?.preload();
  }

  position(): string {
    return t('Catalog.View360Position', { n: this.frame + 1, count: this.frames });
  }

  private attachControl(): ViewerControl {
    if (this.options.type === 'slider') return attachSlider(this);
    if (this.options.type === 'drag') return attachDrag(this);
    return attachAutoRotate(this, this.options.interval);
  }
}

/** Mounts the viewer on a `<figure>` holding the first frame; returns the teardown. */
export function mountViewer(el: HTMLElement, options: ViewerOptions, signal: AbortSignal): () => void {
  const img = el.querySelector('img');
  if (!img || options.frames < 2 || !options.frameUrl) return () => {};
  const viewer = new Viewer360(el, img, options, signal);
  viewer.start();
  return () => viewer.stop();
}
