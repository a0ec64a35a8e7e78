// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The gallery's frame loop: renders a manual PopKit animator on every display frame while
// anything on it moves, then calls the gallery's per-frame listeners (text and sheet writes), so
// that what the page shows is the frame PopKit just computed.

export class FrameLoop {
  #animator;
  #listeners = [];
  #request = null;

  constructor(animator) {
    this.#animator = animator;
  }

  /** Calls `listener()` after every frame rendered. */
  onFrame(listener) {
    this.#listeners.push(listener);
  }

  /** Asks for frames until the animator is still (call after adding or retargeting a motion). */
  wake() {
    if (this.#request !== null) return;
    this.#request = requestAnimationFrame((timestamp) => this.#tick(timestamp));
  }

  #tick(timestamp) {
    this.#request = null;
    this.#animator.render(timestamp / 1000);
    for (const listener of this.#listeners) listener();
    if (this.#animator.isMoving) this.wake();
  }
}
