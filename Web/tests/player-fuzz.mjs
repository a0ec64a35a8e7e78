// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// Hostile input to the web player: random documents (valid and broken: huge, tiny, negative,
// non-finite and mistyped numbers, unknown names, many tracks) and random commands (rates,
// seeks, progress, releases with extreme velocities and springs) at random render times. Every
// refusal must be an Error naming a place; nothing may trap the wasm, hang, or write or report
// a non-finite value. Usage: node player-fuzz.mjs MODULE_PATH [CASES]

import { pathToFileURL } from 'node:url';

const [modulePath, casesText] = process.argv.slice(2);
if (!modulePath) {
  console.error('usage: node player-fuzz.mjs MODULE_PATH [CASES]');
  process.exit(2);
}
const { load } = await import(pathToFileURL(modulePath).href);
const popkit = await load();
const cases = Number(casesText ?? 1500);

let state = 0x9e3779b97f4a7c15n;
function random() {
  state ^= state << 13n; state &= (1n << 64n) - 1n;
  state ^= state >> 7n;
  state ^= state << 17n; state &= (1n << 64n) - 1n;
  return Number(state >> 11n) / 2 ** 53;
}
const pick = (items) => items[Math.floor(random() * items.length)];
const wild = () => pick([0, 1, -1, 0.5, 1e-7, 1e-300, 1e12, -1e12, 1e13, 1e300, -1e300, NaN, Infinity, -Infinity, 2e6, 0.3, 7, 'x', null, [1], {}]);
const tame = () => (random() - 0.5) * 10 ** Math.floor(random() * 6);
const number = () => (random() < 0.99 ? tame() : wild());
const duration = () => (random() < 0.97 ? pick([0, 0.1, 0.25, 1, 1e-6, 0.05]) : pick([5e-7, 1e6, 2e6, -1, NaN, number()]));
const value = (count) => (count === 1 ? number() : Array.from({ length: count }, number));
const springs = () => (random() < 0.8 ? pick([{ bounciness: 8, speed: 12 }, { duration: 0.4, bounce: 0.2 }, { stiffness: 300, damping: 20 }, 'named']) : pick([
  { bounciness: random() * 50, speed: random() * 20 }, { tension: number(), friction: number() },
  { stiffness: random() * 500, damping: random() * 40, mass: pick([1, 0.01, 1e-7, 1e7]) },
  { response: pick([0.3, 0, 1e-4, 1e4]), dampingRatio: pick([0, 0.5, 1, 3, 2000]) },
  { duration: pick([0.5, 0.001, 2000]), bounce: pick([0, 0.5, 1, -0.99, -1, 2]) }, 'named', 'missing', {},
]));
const curves = () => pick(['easeIn', 'standard', 'nope', [0.2, 0, 0, 1], [2, 0, 0, 1], [0.1, 1e13, 0.9, 1],
  { steps: pick([1, 4, 0, 2.5, 20000]), jump: pick(['end', 'none', 'both', 'x']) }, { back: 'out', overshoot: pick([1, 200]) },
  { elastic: pick(['in', 'inOut', 'sideways']), period: pick([0.3, 0.001]) }, { bounce: 'out' }, { spring: springs() }]);
function keyframe(count) {
  const kind = random() < 0.99 ? pick(['linear', 'cubic', 'spring', 'move', 'linear', 'spring']) : 'teleport';
  const frame = { kind, to: value(random() < 0.99 ? count : count + 1) };
  if (kind !== 'move' && (kind !== 'spring' || random() < 0.5)) frame.duration = duration();
  if (kind === 'linear' && random() < 0.7) frame.curve = curves();
  if (kind === 'spring') { const spring = springs(); if (spring !== 'missing') frame.spring = spring; }
  if ((kind === 'spring' || kind === 'cubic') && random() < 0.4) frame.startVelocity = value(count);
  if (kind === 'cubic' && random() < 0.4) frame.endVelocity = value(count);
  return frame;
}
function documentOf() {
  const tracks = [];
  const count = Math.floor(random() * 6) + 1;
  for (let index = 0; index < count; index += 1) {
    const components = pick([1, 1, 2, 4]);
    const property = components === 1 ? pick(['x', 'opacity', 'rotation', 'lift']) : components === 2 ? 'position' : 'color';
    const track = random() < 0.15
      ? { path: pick(['M0 0 L10 10', 'M0 0 A5 5 0 0 1 10 0 Z', 'M0 0 L1e400 0', 'L0 0', 'M0 0 C1 2 3', 'M0 0 l1e11 1e11']), duration: duration(), ...(random() < 0.5 ? { curve: curves() } : {}) }
      : { from: value(components), keyframes: Array.from({ length: Math.floor(random() * 4) }, () => keyframe(components)) };
    tracks.push({ target: random() < 0.98 ? pick(['a', 'b']) : 'ghost', property: track.path ? 'position' : property, track, ...(random() < 0.5 ? { at: random() < 0.97 ? pick([0, 0.2, 1, 0.05]) : pick([-1, 1e6, number()]) } : {}) });
  }
  return { popkit: random() < 0.98 ? 1 : pick([2, 0]), springs: { named: { bounciness: 4, speed: 12 } }, curves: { standard: [0.2, 0, 0, 1] },
    choreographies: { show: { targets: { a: { width: 10, height: 10 }, b: { width: 5, height: 5 } }, tracks } } };
}

let played = 0;
let refused = 0;
let frames = 0;
const problems = [];
for (let run = 0; run < cases && problems.length < 5; run += 1) {
  const doc = documentOf();
  const animator = popkit.createAnimator();
  let player;
  const written = [];
  try {
    player = animator.play(random() < 0.5 ? doc : JSON.stringify(doc), 'show', (target, property, values) => written.push(values));
  } catch (error) {
    if (!(error instanceof Error) || !/^[A-Za-z]/.test(error.message) || error instanceof WebAssembly.RuntimeError) {
      problems.push(`case ${run}: ${error}`);
    } else if (!/^(choreographies|tracks|springs|curves|popkit|document)\b/.test(error.message)) {
      problems.push(`case ${run}: the refusal names no place: ${error.message}`);
    }
    refused += 1;
    continue;
  }
  played += 1;
  let time = 0;
  for (let step = 0; step < 40; step += 1) {
    try {
      switch (Math.floor(random() * 9)) {
        case 0: player.rate = pick([1, -1, 0.5, 0, 1e6, -1e6, 3]); break;
        case 1: player.seek(pick([0, 0.1, 1, -5, 1e300, NaN, number()])); break;
        case 2: player.progress = pick([0, 0.5, 1, 2, -1, 1e300, Infinity, number()]); break;
        case 3: player.release({ to: pick(['start', 'end', 'nearest']), velocity: pick([0, 1, -3, 1e6, 1e300, -1e300, number()]), ...(random() < 0.3 ? springs() : {}) }); break;
        case 4: player.play(); break;
        case 5: player.reverse(); break;
        case 6: player.pause(); break;
        case 7: player.stop(); break;
        default: break;
      }
    } catch (error) {
      if (!(error instanceof Error) || error instanceof WebAssembly.RuntimeError) problems.push(`case ${run} step ${step}: ${error}`);
    }
    time += pick([1 / 60, 1 / 60, 0.5, 0, 1e-9, 30]);
    try {
      animator.render(time);
    } catch (error) {
      problems.push(`case ${run} render: ${error}`);
      break;
    }
    frames += 1;
    const numbers = [player.time, player.progress, player.duration, ...written.flat(), ...player.lanes().flatMap((lane) => [...lane.value, ...lane.velocity])];
    written.length = 0;
    if (!numbers.every(Number.isFinite)) {
      problems.push(`case ${run} step ${step}: a non-finite value (${JSON.stringify(doc).slice(0, 300)})`);
      break;
    }
  }
}
for (const problem of problems) console.log(`FAIL ${problem}`);
console.log(`player-fuzz: ${played} documents played (${frames} frames), ${refused} refused with a place; ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
