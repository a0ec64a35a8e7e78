// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The same scripted motions, natively (`popkit trace`, PopKit's Animator) and in the wasm engine
// under node, frame by frame: every value and velocity within 1e-12 · max(|native|, |to − from|, 1)
// and the same frame done. Usage: node engine-vs-native.mjs POPKIT_BINARY MODULE_PATH

import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const [popkit, modulePath] = process.argv.slice(2);
if (!popkit || !modulePath) {
  console.error('usage: node engine-vs-native.mjs POPKIT_BINARY MODULE_PATH');
  process.exit(2);
}
const { load } = await import(pathToFileURL(modulePath).href);
const engine = await load();

// Each scenario: the trace's arguments and the same motion through the JavaScript API.
const scenarios = [
  { name: 'spring tension/friction', args: ['spring', '--tension', '300', '--friction', '20', '--from', '0', '--to', '100'],
    make: (a) => a.spring({ from: 0, to: 100, tension: 300, friction: 20 }) },
  { name: 'spring stiffness/damping/mass, velocity', args: ['spring', '--stiffness', '170', '--damping', '26', '--mass', '2', '--from', '10', '--to', '-40', '--velocity', '900'],
    make: (a) => a.spring({ from: 10, to: -40, velocity: 900, stiffness: 170, damping: 26, mass: 2 }) },
  { name: 'spring bounciness/speed at 120 Hz', fps: 120, args: ['spring', '--bounciness', '12', '--speed', '8', '--from', '0', '--to', '1', '--fps', '120'],
    make: (a) => a.spring({ from: 0, to: 1, bounciness: 12, speed: 8 }) },
  { name: 'spring dampingRatio/response, threshold 1', args: ['spring', '--damping-ratio', '0.6', '--response', '0.4', '--from', '0', '--to', '320', '--threshold', '1'],
    make: (a) => a.spring({ from: 0, to: 320, dampingRatio: 0.6, response: 0.4, threshold: 1 }) },
  { name: 'spring duration/bounce, vector', args: ['spring', '--duration', '0.5', '--bounce', '0.3', '--from', '0,0', '--to', '100,50', '--velocity', '-200,400'],
    make: (a) => a.spring({ from: [0, 0], to: [100, 50], velocity: [-200, 400], duration: 0.5, bounce: 0.3 }) },
  { name: 'spring over-damped at 144 Hz', fps: 144, args: ['spring', '--damping-ratio', '2.5', '--response', '0.3', '--from', '5', '--to', '0', '--fps', '144'],
    make: (a) => a.spring({ from: 5, to: 0, dampingRatio: 2.5, response: 0.3 }) },
  { name: 'decay', args: ['decay', '--velocity', '1000', '--threshold', '1'],
    make: (a) => a.decay({ from: 0, velocity: 1000, threshold: 1 }) },
  { name: 'decay deceleration, vector', args: ['decay', '--velocity', '800,-300', '--from', '4,5', '--deceleration', '0.995'],
    make: (a) => a.decay({ from: [4, 5], velocity: [800, -300], deceleration: 0.995 }) },
  { name: 'decay with bounds', args: ['decay', '--velocity', '3000', '--bounds', '0,500'],
    make: (a) => a.decay({ from: 0, velocity: 3000, bounds: [0, 500] }) },
  { name: 'basic default curve', args: ['basic', '--from', '0', '--to', '100', '--duration', '0.4'],
    make: (a) => a.basic({ from: 0, to: 100, duration: 0.4 }) },
  { name: 'basic easeOut at 120 Hz', fps: 120, args: ['basic', '--duration', '0.3', '--curve', 'easeOut', '--fps', '120', '--to', '50'],
    make: (a) => a.basic({ from: 0, to: 50, duration: 0.3, curve: 'easeOut' }) },
  { name: 'basic cubic-bezier', args: ['basic', '--duration', '0.7', '--curve', '0.2,1.4,0.6,-0.3', '--from', '-3', '--to', '7'],
    make: (a) => a.basic({ from: -3, to: 7, duration: 0.7, curve: [0.2, 1.4, 0.6, -0.3] }) },
  { name: 'basic easeOutElastic', args: ['basic', '--duration', '0.9', '--curve', 'easeOutElastic', '--to', '10'],
    make: (a) => a.basic({ from: 0, to: 10, duration: 0.9, curve: 'easeOutElastic' }) },
  { name: 'basic steps(4, jump-none)', args: ['basic', '--duration', '0.5', '--curve', 'steps(4,jump-none)', '--to', '8'],
    make: (a) => a.basic({ from: 0, to: 8, duration: 0.5, curve: 'steps(4, jump-none)' }) },
  { name: 'basic ease-in-out, vector', args: ['basic', '--duration', '0.25', '--curve', 'ease-in-out', '--from', '1,2,3', '--to', '4,-5,6'],
    make: (a) => a.basic({ from: [1, 2, 3], to: [4, -5, 6], duration: 0.25, curve: 'ease-in-out' }) },
];

let failures = 0;
let compared = 0;
let identical = 0;
let worst = 0;
for (const scenario of scenarios) {
  const fps = scenario.fps ?? 60;
  const csv = execFileSync(popkit, ['trace', ...scenario.args], { encoding: 'utf8' }).trim().split('\n');
  const header = csv[0].split(',');
  const valueColumns = header.flatMap((name, index) => (name.startsWith('value') ? [index] : []));
  const velocityColumns = header.flatMap((name, index) => (name.startsWith('velocity') ? [index] : []));
  const doneColumn = header.indexOf('done');
  const rows = csv.slice(1).map((line) => line.split(','));
  const animator = engine.createAnimator();
  const motion = scenario.make(animator);
  const from = Number(rows[0][valueColumns[0]]);
  const to = Number(rows[rows.length - 1][valueColumns[0]]);
  const span = Math.abs(to - from);
  let problem = null;
  for (const row of rows) {
    const frame = Number(row[0]);
    animator.render(frame / fps);
    const values = [].concat(motion.value);
    const velocities = [].concat(motion.velocity);
    const pairs = [
      ...valueColumns.map((column, index) => [Number(row[column]), values[index]]),
      ...velocityColumns.map((column, index) => [Number(row[column]), velocities[index]]),
    ];
    for (const [native, wasm] of pairs) {
      const difference = Math.abs(native - wasm);
      const scale = Math.max(Math.abs(native), span, 1);
      compared += 1;
      if (difference === 0) identical += 1;
      worst = Math.max(worst, difference / scale);
      if (!(difference <= 1e-12 * scale) && problem === null) problem = `frame ${frame}: native ${native}, wasm ${wasm}`;
    }
    if ((row[doneColumn] === 'true') !== motion.isDone && problem === null) {
      problem = `frame ${frame}: native done ${row[doneColumn]}, wasm done ${motion.isDone}`;
    }
  }
  if (!motion.isDone && problem === null) problem = 'the wasm motion is not done where the native one is';
  if (problem !== null) {
    failures += 1;
    console.log(`FAIL ${scenario.name}: ${problem}`);
  } else {
    console.log(`ok   ${scenario.name}: ${rows.length} frames`);
  }
}
console.log(`engine-vs-native: ${scenarios.length - failures}/${scenarios.length} scenarios; ${compared} numbers, ${(100 * identical / compared).toFixed(1)} % bit-identical, worst ${worst.toExponential(2)} relative`);
process.exit(failures === 0 ? 0 : 1);
