// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The web engine on the benchmarks' workload (Benchmarks/README.md): N independent 1-D springs,
// spring i from 0 to 1 + (i mod 7), tension 300 + (i mod 50), friction 20, mass 1, threshold
// 1e-12, 120 frames at k/60 s. Prints JSON: ns per spring-frame, the median of the repetitions,
// for the wasm engine (render only; render and reading every value) and for a plain JavaScript
// loop computing the same closed form per spring-frame with Math.exp, Math.cos and Math.sin.
// Usage: node springs.mjs MODULE_PATH [N] [REPETITIONS] [WASM_PATH]

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [modulePath, countText = '10000', repetitionText = '5', wasmPath] = process.argv.slice(2);
const count = Number(countText);
const repetitions = Number(repetitionText);
const frames = 120;
const { load } = await import(pathToFileURL(modulePath).href);
const popkit = await load(wasmPath ? { wasm: readFileSync(wasmPath) } : {});

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function wasmRun(readsValues) {
  const animator = popkit.createAnimator();
  const motions = [];
  for (let i = 0; i < count; i += 1) {
    motions.push(animator.spring({ from: 0, to: 1 + (i % 7), tension: 300 + (i % 50), friction: 20, mass: 1, threshold: 1e-12 }));
  }
  let sum = 0;
  const start = process.hrtime.bigint();
  for (let frame = 0; frame < frames; frame += 1) {
    animator.render(frame / 60);
    if (readsValues) for (const motion of motions) sum += motion.value;
  }
  const elapsed = Number(process.hrtime.bigint() - start);
  for (const motion of motions) motion.stop();
  return { ns: elapsed / (count * frames), sum };
}

// The closed form of an under-damped spring (these all are: friction 20 < 2·sqrt(300)).
function javascriptRun() {
  const value = new Float64Array(count);
  const velocity = new Float64Array(count);
  const target = new Float64Array(count);
  const tension = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    target[i] = 1 + (i % 7);
    tension[i] = 300 + (i % 50);
  }
  const friction = 20;
  const start = process.hrtime.bigint();
  let last = 0;
  for (let frame = 0; frame < frames; frame += 1) {
    const time = frame / 60;
    const dt = time - last;
    last = time;
    if (dt <= 0) continue;
    for (let i = 0; i < count; i += 1) {
      const k = tension[i];
      const zetaOmega = friction / 2;
      const omega = Math.sqrt(k - zetaOmega * zetaOmega);
      const envelope = Math.exp(-zetaOmega * dt);
      const cosine = Math.cos(omega * dt);
      const sine = Math.sin(omega * dt);
      const displacement = value[i] - target[i];
      const v = velocity[i];
      const nextDisplacement = envelope * (displacement * cosine + ((v + zetaOmega * displacement) / omega) * sine);
      const nextVelocity = envelope * (v * cosine - ((k * displacement + zetaOmega * v) / omega) * sine);
      value[i] = target[i] + nextDisplacement;
      velocity[i] = nextVelocity;
    }
  }
  const elapsed = Number(process.hrtime.bigint() - start);
  return { ns: elapsed / (count * frames), sum: value[count - 1] };
}

const results = { wasm: [], wasmWithReads: [], javascript: [] };
for (let repetition = 0; repetition < repetitions; repetition += 1) {
  results.wasm.push(wasmRun(false).ns);
  results.wasmWithReads.push(wasmRun(true).ns);
  results.javascript.push(javascriptRun().ns);
}
console.log(JSON.stringify({
  n: count,
  frames,
  repetitions,
  ns_per_spring_frame: {
    wasm_render: median(results.wasm),
    wasm_render_and_read: median(results.wasmWithReads),
    javascript_closed_form: median(results.javascript),
  },
}));
