// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The gallery's sheet: drag it with the pointer (it follows, with a rubber band past open and
// closed) and let go. A decay in the engine, started with the pointer's velocity, says where a
// free fling would come to rest; the sheet springs to whichever of open and closed is nearer to
// that point, starting with the pointer's velocity. A press while it moves catches it.

const OPEN = 0;
const CLOSED = 168;
const SPRING = { dampingRatio: 0.86, response: 0.42 };
// Pointer samples older than this (ms) do not count toward the release velocity, and a pointer
// still for this long before release lets go at rest.
const VELOCITY_WINDOW = 90;
// Below this many pixels of travel a press and release is a tap: it toggles the sheet.
const TAP_TRAVEL = 4;

/** Past an edge the sheet moves less and less: `distance` past it shows as this many pixels. */
function rubberBand(distance) {
  const limit = 48;
  return limit * (1 - 1 / (distance / limit / 1.8 + 1));
}

export function draggableSheet(popkit, animator, loop) {
  const sheet = document.getElementById('sheet');
  const projector = popkit.createAnimator();
  const state = { y: CLOSED, motion: null, drag: null, lastRelease: null };

  const write = () => {
    sheet.style.transform = `translateY(${state.y}px)`;
  };
  write();

  loop.onFrame(() => {
    if (state.motion === null) return;
    state.y = state.motion.value;
    write();
    if (state.motion.isDone) state.motion = null;
  });

  // Where a decay from `y` at `velocity` (px/s) comes to rest, as the engine computes it.
  const restingPoint = (y, velocity) => {
    const decay = projector.decay({ from: y, velocity });
    projector.render(0);
    projector.render(60);
    const rest = decay.value;
    decay.stop();
    return rest;
  };

  const springTo = (destination, velocity) => {
    state.motion?.stop();
    state.motion = animator.spring({ ...SPRING, from: state.y, to: destination, velocity });
    loop.wake();
  };

  sheet.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    sheet.setPointerCapture(event.pointerId);
    if (state.motion !== null) {
      state.y = state.motion.value;
      state.motion.stop();
      state.motion = null;
      write();
    }
    state.drag = { pointer: event.pointerId, startClient: event.clientY, startY: state.y, travel: 0, samples: [{ time: event.timeStamp, y: state.y }] };
    sheet.classList.add('dragging');
  });

  sheet.addEventListener('pointermove', (event) => {
    const drag = state.drag;
    if (drag === null || event.pointerId !== drag.pointer) return;
    const moved = event.clientY - drag.startClient;
    drag.travel = Math.max(drag.travel, Math.abs(moved));
    const raw = drag.startY + moved;
    if (raw < OPEN) state.y = OPEN - rubberBand(OPEN - raw);
    else if (raw > CLOSED) state.y = CLOSED + rubberBand(raw - CLOSED);
    else state.y = raw;
    drag.samples.push({ time: event.timeStamp, y: state.y });
    while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].time > VELOCITY_WINDOW) drag.samples.shift();
    write();
  });

  const release = (event) => {
    const drag = state.drag;
    if (drag === null || event.pointerId !== drag.pointer) return;
    state.drag = null;
    sheet.classList.remove('dragging');
    const first = drag.samples[0];
    const last = drag.samples[drag.samples.length - 1];
    const span = (last.time - first.time) / 1000;
    const still = event.timeStamp - last.time > VELOCITY_WINDOW;
    const velocity = span > 0 && !still ? (last.y - first.y) / span : 0;
    let destination;
    let projected = state.y;
    if (drag.travel < TAP_TRAVEL) {
      destination = Math.abs(state.y - OPEN) < Math.abs(state.y - CLOSED) ? CLOSED : OPEN;
    } else {
      projected = restingPoint(state.y, velocity);
      destination = Math.abs(projected - OPEN) <= Math.abs(projected - CLOSED) ? OPEN : CLOSED;
    }
    state.lastRelease = { y: state.y, velocity, projected, destination };
    springTo(destination, velocity);
  };
  sheet.addEventListener('pointerup', release);
  sheet.addEventListener('pointercancel', release);

  return {
    /** The sheet's offset now, px (0 open, 168 closed). */
    get y() { return state.y; },
    /** Whether it springs now. */
    get isMoving() { return state.motion !== null; },
    /** The last release: where, the pointer's velocity (px/s), the decay's resting point, the destination. */
    get lastRelease() { return state.lastRelease; },
    open: OPEN,
    closed: CLOSED,
  };
}
