// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The gallery's progress button: pressing it springs it down a little, releasing starts a
// simulated download whose fill (the custom property --progress, 0...1) springs through each
// reported step; every new step retargets the running spring, which keeps its velocity.

const PRESS = { dampingRatio: 0.6, response: 0.25 };
const FILL = { dampingRatio: 0.9, response: 0.45 };
// The download's reported progress: [milliseconds after the press, fraction done].
const STEPS = [[0, 0.28], [380, 0.52], [700, 0.81], [980, 1]];

export function progressButton(popkit, animator, loop) {
  const button = document.getElementById('progress-button');
  const label = document.getElementById('progress-label');
  const percent = document.getElementById('progress-percent');
  const state = { phase: 'idle', motion: null, run: 0 };

  const springTo = (values, spring) => {
    const motions = popkit.animate(button, values, { animator, spring });
    loop.wake();
    return motions;
  };

  loop.onFrame(() => {
    if (state.motion === null || state.phase === 'idle') return;
    const value = Math.min(Math.max(state.motion.value, 0), 1);
    percent.textContent = state.phase === 'done' ? '' : `${Math.round(value * 100)} %`;
  });

  async function download() {
    state.run += 1;
    const run = state.run;
    state.phase = 'downloading';
    label.textContent = 'Downloading';
    const started = performance.now();
    for (const [at, fraction] of STEPS) {
      const wait = at - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (run !== state.run) return;
      [state.motion] = springTo({ '--progress': fraction }, FILL);
    }
    const finished = await state.motion.finished;
    if (!finished || run !== state.run) return;
    state.phase = 'done';
    label.textContent = 'Done ✓';
    percent.textContent = '';
    button.classList.add('done');
  }

  function reset() {
    state.run += 1;
    state.phase = 'idle';
    button.classList.remove('done');
    label.textContent = 'Download';
    percent.textContent = '';
    [state.motion] = springTo({ '--progress': 0 }, FILL);
  }

  button.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    springTo({ scale: 0.95 }, PRESS);
  });
  const release = () => springTo({ scale: 1 }, PRESS);
  button.addEventListener('pointerup', release);
  button.addEventListener('pointerleave', release);
  button.addEventListener('click', () => {
    if (state.phase === 'idle') download();
    else if (state.phase === 'done') reset();
  });

  return {
    /** The fill's value now (0...1). */
    get value() { return state.motion?.value ?? 0; },
    /** 'idle', 'downloading' or 'done'. */
    get phase() { return state.phase; },
  };
}
