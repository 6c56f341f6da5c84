// The Pixi engine: one Application sized to its host (which follows the window), per-screen
// asset bundles, and switching between screens. Scenes draw; the engine only hosts them.
import { Application, Assets, type Container } from 'pixi.js';
import { preferenceFor, probeGpu } from '../games/wheelKit/rendererChoice.ts';
import { registerAudioLoader } from './audioLoader.ts';
import type { ScreenBundle } from './bundles.ts';

/** A screen the engine can show: its root container, its layout and its per-frame update. */
export interface Screen {
  readonly root: Container;
  /** Assets to load before the screen shows (engine/bundles.ts); empty when it draws everything. */
  readonly bundle: ScreenBundle;
  /** Called once the bundle is loaded, before the screen shows: it may now use the art. */
  assetsLoaded?(): void;
  /** Lays the screen out for a canvas of `width` × `height` CSS pixels. */
  resize(width: number, height: number): void;
  /** Advances animations to `now` (ms); true when the screen changed and must be rendered. */
  update(now: number): boolean;
  /** Frees what the screen created. */
  destroy(): void;
}

/** The Pixi application host. */
export class Engine {
  readonly app = new Application();
  private current: Screen | null = null;
  private bundles = 0;
  private dirty = true;
  /** Follows the host's own size, not only the window's (a caption beside it may grow or wrap). */
  private observer: ResizeObserver | null = null;

  /** The GPU the probe found (null: no WebGL), shown by the bench beside the renderer's name. */
  gpu: string | null = null;

  /**
   * Starts Pixi inside `host` and follows its size: WebGL only on a hardware GPU, else Canvas2D
   * (issue 11 §5: WebGL on SwiftShader draws 2–4 frames/s at 1080p, Canvas2D 60).
   */
  async init(host: HTMLElement): Promise<void> {
    this.gpu = probeGpu(document);
    registerAudioLoader();
    await this.app.init({
      resizeTo: host,
      backgroundAlpha: 0,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      preference: [...preferenceFor(this.gpu)],
    });
    this.app.canvas.style.display = 'block';
    this.app.canvas.style.touchAction = 'none';
    host.appendChild(this.app.canvas);
    // Pixi's resizeTo listens to the window only; a host resized by its layout is followed here.
    this.observer = new ResizeObserver(() => this.app.queueResize());
    this.observer.observe(host);
    this.app.renderer.on('resize', (w: number, h: number) => {
      this.current?.resize(w, h);
      this.dirty = true;
    });
    // Render on demand: a still felt costs nothing (SwiftShader, kiosk heat, shared test CPUs).
    this.app.ticker.remove(this.app.render, this.app);
    this.app.ticker.add(() => this.frame());
  }

  /** The time (performance.now) the last frame was drawn, for the bench's tap-to-chip figure. */
  lastRenderAt = 0;
  /** How long the last frames' update and render took, in ms (at most 600 kept, for the bench). */
  readonly frameWork: number[] = [];

  private frame(): void {
    const start = performance.now();
    const changed = this.current?.update(start) ?? false;
    if (changed || this.dirty) {
      this.dirty = false;
      this.app.render();
      this.lastRenderAt = performance.now();
      this.frameWork.push(this.lastRenderAt - start);
      if (this.frameWork.length > 600) this.frameWork.shift();
    }
  }

  /** The renderer actually in use: "webgl", "canvas" or "webgpu". */
  get rendererName(): string {
    return this.app.renderer.name;
  }

  /** Loads `screen`'s bundle, then replaces the current screen with it. */
  async show(screen: Screen): Promise<void> {
    if (Object.keys(screen.bundle).length > 0) {
      const name = `screen-${++this.bundles}`;
      Assets.addBundle(
        name,
        Object.fromEntries(
          Object.entries(screen.bundle).map(([alias, a]) => [
            alias,
            typeof a === 'string'
              ? a
              : { src: a.src, data: { family: a.data.family, weights: [...a.data.weights] } },
          ]),
        ),
      );
      await Assets.loadBundle(name);
    }
    screen.assetsLoaded?.();
    if (this.current) {
      this.app.stage.removeChild(this.current.root);
      this.current.destroy();
    }
    this.current = screen;
    this.app.stage.addChild(screen.root);
    screen.resize(this.app.screen.width, this.app.screen.height);
    this.dirty = true;
  }

  /** The canvas's position in the viewport, to turn canvas pixels into page coordinates. */
  canvasOrigin(): { x: number; y: number } {
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left, y: r.top };
  }

  /** Stops Pixi and removes the canvas. */
  destroy(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.current?.destroy();
    this.current = null;
    this.app.destroy({ removeView: true }, { children: true });
  }
}
