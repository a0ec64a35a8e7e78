// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// Declarations of PopKit's web module (popkit.mjs), written by hand. Every motion's physics,
// curve and done rule runs in popkit.wasm, compiled from PopKit's Swift core.

/** One of the spring models; pop's default (bounciness 4, speed 12) when none is given. */
export type SpringModel =
  | { tension: number; friction: number; mass?: number }
  | { stiffness: number; damping: number; mass?: number }
  | { bounciness: number; speed: number }
  | { dampingRatio: number; response: number; mass?: number }
  | { duration: number; bounce: number; mass?: number };

/** Options of `PopKit.animate`. */
export type AnimateOptions = {
  spring?: SpringModel;
  velocity?: number | number[];
  threshold?: number;
  animator?: Animator;
};

/** Loads the engine: `popkit.wasm` beside the module (node reads it, a browser fetches it) unless `options.wasm` gives it. */
export function load(options?: { wasm?: string | URL | ArrayBuffer }): Promise<PopKit>;

export interface PopKit {
  /** A new animator: `'manual'` (default) renders when `render(t)` is called; `'frame'` on every display frame. */
  createAnimator(options?: { clock?: 'manual' | 'frame' }): Animator;
  /** Springs an element's properties (x, y, scale, scaleX, scaleY, rotate, opacity, width, height, --custom); one motion per property, in the order given; a running motion is retargeted. */
  animate(element: Element, to: Record<string, number | number[]>, options?: AnimateOptions): Motion[];
  /** A layout transition on the container's children marked with data-popkit-id (spring default { duration: 0.5, bounce: 0 }; presence 'fade' default). */
  layout(container: Element, options?: { spring?: SpringModel; presence?: 'fade' | 'none' | { scale: number }; animator?: Animator }): Layout;
  /** Plays a choreography of a motion document on elements (targets by name), on the shared frame animator. */
  play(document: string | object, choreography: string, targets: Record<string, Element>): Player;
  /** Links a player's progress to a scroll position (an element's, or the page's with window): exact or springing (`scrub`), snapping when scrolling ends (`snap`). */
  scrollLink(player: Player, source: Element | Window, options?: { axis?: 'x' | 'y'; range?: [number, number]; scrub?: 'exact' | SpringModel; snap?: number[] | ({ points: number[] } & Partial<SpringModel>) }): ScrollLink;
  /** Whether the page prefers reduced motion. */
  readonly reducedMotion: boolean;
  /** The 64 KiB pages the engine's heap has taken (a motion no longer referenced is freed when JavaScript collects it, and its memory reused). */
  readonly heapPages: number;
}

export interface Animator {
  /** Renders a frame at `time` seconds; a non-finite time is ignored. */
  render(time: number): void;
  /** A spring from `from` toward `to`; threshold defaults to 0.01. */
  spring(o: { from: number | number[]; to: number | number[]; velocity?: number | number[]; threshold?: number } & Partial<SpringModel>): Motion;
  /** A fling from `from` at `velocity`; deceleration per millisecond defaults to 0.998. */
  decay(o: { from: number | number[]; velocity: number | number[]; deceleration?: number; bounds?: [number, number]; threshold?: number }): Motion;
  /** A timed motion over `duration` seconds, eased by a named curve, a CSS easing or [x1, y1, x2, y2]. */
  basic(o: { from: number | number[]; to: number | number[]; duration: number; curve?: string | [number, number, number, number]; threshold?: number }): Motion;
  /** Plays a choreography of a motion document (object or JSON text) from its start; `write` gets each property's values on every frame the player writes. */
  play(document: string | object, choreography: string, write: (target: string, property: string, values: number[]) => void): Player;
  /** Whether any motion or player waits or runs. */
  readonly isMoving: boolean;
  /** 0, or in 1e-6...1e6: animator time runs 1 / durationScale times as fast as the clock's. */
  durationScale: number;
  /** Whether every motion ends at once on its target on its next frame; follows prefers-reduced-motion until set (null follows it again). */
  reducesMotion: boolean | null;
}

export interface Motion {
  readonly value: number | number[];
  readonly velocity: number | number[];
  readonly isDone: boolean;
  /** Moves the target from the current value and velocity (spring and basic; a decay's throws). */
  retarget(to: number | number[]): void;
  /** Stops the motion where it is; `finished` resolves false. */
  stop(): void;
  /** Resolves true when the motion finishes on its target, false when it is stopped. */
  readonly finished: Promise<boolean>;
}

export interface Layout {
  /** Measures the marked children where the page's layout puts them and moves each there from where it is shown, keeping its velocity. */
  update(): void;
  /** The frame a child is shown in (container pixels), its velocity per second and its opacity; null for a child not in the layout. */
  presented(element: Element): { frame: number[]; velocity: number[]; opacity: number } | null;
  /** Whether any child moves. */
  readonly isMoving: boolean;
  /** Stops: children are shown where the page's layout puts them. */
  stop(): void;
}

/** A document's choreography on an animator: ChoreographyPlayer's members, same rules. */
export interface Player {
  /** The choreography's length in seconds. */
  readonly duration: number;
  /** The player's time on the choreography, in seconds (beyond an end only while a release overshoots). */
  readonly time: number;
  /** time / duration (1 for a choreography of no length); setting it scrubs: stops playing or releasing, clamped to 0...1. */
  progress: number;
  /** Seconds of choreography per second of the animator's, in -1e6...1e6 (a non-finite rate is ignored). */
  rate: number;
  /** Plays from the current time (from the start again at the end). */
  play(): void;
  /** Stops playing or releasing where the last frame left it. */
  pause(): void;
  /** Turns the direction round and plays. */
  reverse(): void;
  /** Moves the time (clamped to the choreography); keeps playing if it was. */
  seek(time: number): void;
  /** Stops where it is; nothing more is written. */
  stop(): void;
  /** Springs the progress to an end ('nearest' by default: where a decay of the progress would rest) with a velocity in progress per second (default: the current one); spring default { duration: 0.5, bounce: 0 }. */
  release(o?: { to?: 'start' | 'end' | 'nearest'; velocity?: number } & Partial<SpringModel>): void;
  /** Whether it plays (a release is not playing). */
  readonly isPlaying: boolean;
  /** Resolves with the end it comes to rest at, or null when paused, stopped or sought away first. */
  readonly finished: Promise<'start' | 'end' | null>;
  /** Each property's target, property, value and velocity (per second) as last written. */
  lanes(): { target: string; property: string; value: number[]; velocity: number[] }[];
}

/** A player linked to a scroll position (`popkit.scrollLink`). */
export interface ScrollLink {
  /** Springs the progress to the snap point a decay from the scroll's state with this velocity (px per second, default 0) reaches; the point's progress, or null without a snap. */
  release(velocity?: number): number | null;
  /** Stops following the scroll. */
  stop(): void;
}
