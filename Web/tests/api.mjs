// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The web module's API under node: every name popkit.d.ts declares exists with the declared kind;
// bad input throws an Error naming the field; retargets keep value and velocity; durations scale;
// promises settle as documented. Usage: node api.mjs MODULE_DIRECTORY

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node api.mjs MODULE_DIRECTORY');
  process.exit(2);
}
const module = await import(pathToFileURL(join(directory, 'popkit.mjs')).href);
const popkit = await module.load();
let failures = 0;
let checks = 0;
function check(condition, what) {
  checks += 1;
  if (!condition) {
    failures += 1;
    console.log(`FAIL ${what}`);
  }
}
function throwsNaming(body, message, what) {
  try {
    body();
  } catch (error) {
    check(error instanceof Error && error.message.startsWith(message), `${what}: got "${error.message}", wanted "${message}…"`);
    return;
  }
  check(false, `${what}: did not throw`);
}

// --- Every declared name exists with its kind.
const declarations = readFileSync(join(directory, 'popkit.d.ts'), 'utf8');
const exportedFunctions = [...declarations.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
for (const name of exportedFunctions) check(typeof module[name] === 'function', `export ${name} is a function`);
const animator = popkit.createAnimator();
const motion = animator.spring({ from: 0, to: 1 });
// A container without children stands in for an element (node has no DOM).
const container = { querySelectorAll: () => [], getBoundingClientRect: () => ({ left: 0, top: 0 }), scrollLeft: 0, scrollTop: 0 };
const layout = popkit.layout(container, { animator });
const stageDocument = { popkit: 1, choreographies: { show: { targets: { box: { width: 10, height: 10 } }, tracks: [{ target: 'box', property: 'opacity', track: { from: 0, keyframes: [{ kind: 'linear', to: 1, duration: 0.5 }] } }] } } };
const player = animator.play(stageDocument, 'show', () => {});
// A scroll source in node: a scrollable box with the listeners a page would give.
const scroller = { listeners: {}, scrollTop: 0, scrollLeft: 0, scrollHeight: 1000, clientHeight: 200, scrollWidth: 300, clientWidth: 300,
  addEventListener(type, listener) { this.listeners[type] = listener; }, removeEventListener(type) { delete this.listeners[type]; } };
const scrollLink = popkit.scrollLink(player, scroller, {});
const instances = { PopKit: popkit, Animator: animator, Motion: motion, Layout: layout, Player: player, ScrollLink: scrollLink };
let members = 0;
for (const [, name, body] of declarations.matchAll(/^export interface (\w+) \{([\s\S]*?)^\}/gm)) {
  const instance = instances[name];
  check(instance !== undefined, `interface ${name} has an instance to check`);
  for (const line of body.split('\n')) {
    const member = /^\s+(readonly\s+)?(\w+)(\(|\??:)/.exec(line);
    if (!member) continue;
    members += 1;
    const [, , key, kind] = member;
    if (kind === '(') check(typeof instance[key] === 'function', `${name}.${key} is a method`);
    else check(key in instance && typeof instance[key] !== 'function', `${name}.${key} is a property`);
  }
}
check(members >= 15, `the declarations list the members (${members})`);

// --- A scroll link: the progress follows the scroll exactly; when it ends, a spring to the snap point.
{
  scrollLink.stop();
  check(scroller.listeners.scroll === undefined, 'a stopped scroll link leaves its source');
  const scrolled = popkit.createAnimator();
  const show = scrolled.play(stageDocument, 'show', () => {});
  scrolled.render(0);
  const box = { ...scroller, listeners: {}, scrollTop: 0 };
  const link = popkit.scrollLink(show, box, { snap: [0, 0.5, 1] });
  box.scrollTop = 300;
  box.listeners.scroll();
  scrolled.render(1 / 60);
  check(show.progress === 300 / 800 && !show.isPlaying, `the progress follows the scroll (${show.progress}, wanted ${300 / 800})`);
  box.listeners.scrollend();
  // Spring.smooth (duration 0.5, no bounce: critically damped, ω = 4π) from 0.375 at rest to 0.5.
  const omega = 4 * Math.PI;
  let worstSnap = 0;
  let springFrames = 0;
  // Until it comes to rest (on the point, once every property is within 0.01 of its value there).
  for (let k = 2; k < 40 && scrolled.isMoving; k += 1) {
    scrolled.render(k / 60);
    if (!scrolled.isMoving) break;
    springFrames += 1;
    const t = (k - 1) / 60;
    const x0 = 300 / 800 - 0.5;
    const expected = 0.5 + (x0 + omega * x0 * t) * Math.exp(-omega * t);
    worstSnap = Math.max(worstSnap, Math.abs(show.progress - expected));
  }
  check(springFrames >= 10 && worstSnap <= 1e-12, `at scroll end it springs to the nearest snap point in the spring's closed form (${springFrames} frames, worst ${worstSnap.toExponential(2)})`);
  let last = 40 / 60;
  for (let k = 40; k < 200 && scrolled.isMoving; k += 1) scrolled.render(last = k / 60);
  check(show.progress === 0.5, `and rests on it (${show.progress})`);
  const smoothedBox = { ...scroller, listeners: {}, scrollTop: 0 };
  const smooth = scrolled.play(stageDocument, 'show', () => {});
  popkit.scrollLink(smooth, smoothedBox, { scrub: { duration: 0.3, bounce: 0 } });
  smoothedBox.scrollTop = 800;
  smoothedBox.listeners.scroll();
  last = scrolled.lastFrameTime;
  scrolled.render(last + 1 / 60);
  scrolled.render(last + 2 / 60);
  check(smooth.progress > 0 && smooth.progress < 1, `a smoothed scrub springs toward the scroll (${smooth.progress.toFixed(4)} on its way to 1)`);
  throwsNaming(() => popkit.scrollLink(show, box, { range: [5, 5] }), 'scrollLink.options.range: must be [start, end]', 'an empty range');
}

// --- Bad input names the field.
const badTrack = (keyframes) => ({ popkit: 1, choreographies: { show: { targets: { box: { width: 1, height: 1 } }, tracks: [{ target: 'box', property: 'y', track: { from: 0, keyframes } }] } } });
throwsNaming(() => animator.play(stageDocument, 'hide', () => {}), 'choreographies: no choreography "hide"', 'no choreography');
throwsNaming(() => animator.play(badTrack([{ kind: 'linear', to: 1, duration: -1 }]), 'show', () => {}), 'choreographies.show.tracks[0].track.keyframes[0].duration: must be 0 or in 1e-6...1e6 seconds', 'step duration');
throwsNaming(() => animator.play(badTrack([{ kind: 'spring', to: 1, spring: { tension: 100, friction: 0 } }]), 'show', () => {}), 'choreographies.show.tracks[0].track.keyframes[0]: spring settling duration must be', 'a spring that never settles (the core refuses it)');
throwsNaming(() => animator.play(badTrack([{ kind: 'linear', to: [1, 2], duration: 1 }]), 'show', () => {}), "choreographies.show.tracks[0].track.keyframes[0].to: has 2 components; the track's from has 1", 'component count');
throwsNaming(() => animator.play(badTrack([{ kind: 'spring', to: 1, spring: 'bouncy' }]), 'show', () => {}), 'choreographies.show.tracks[0].track.keyframes[0].spring: no spring "bouncy"', 'unknown spring');
throwsNaming(() => animator.play('{"popkit": 1', 'show', () => {}), 'document: not JSON', 'not JSON');
const pathDocument = (path) => ({ popkit: 1, choreographies: { show: { targets: { box: { width: 1, height: 1 } }, tracks: [{ target: 'box', property: 'position', track: { path, duration: 1 } }] } } });
throwsNaming(() => animator.play(pathDocument('M0 0 L10'), 'show', () => {}), 'choreographies.show.tracks[0].track.path: at offset 8: a number', 'path data (read by the core)');
throwsNaming(() => animator.play(pathDocument('M1e400 0'), 'show', () => {}), 'choreographies.show.tracks[0].track.path: at offset 1: a number that fits in a Double', 'path number overflow (the host converts, the core checks)');
check(animator.play(pathDocument('M0 0 A 5 5 0 0 1 10 0'), 'show', () => {}).duration === 1, 'a path track plays');
throwsNaming(() => { player.rate = 2e6; }, 'rate: must be in -1e6...1e6', 'rate range');
throwsNaming(() => animator.spring({ from: 0, to: 1, tension: 100, friction: 10, bounciness: 4, speed: 2 }), 'spring: give one model, not two', 'two models');
throwsNaming(() => animator.spring({ from: 0, to: 1, bounciness: 50, speed: 2 }), 'spring.bounciness: must be in 0...42.5; got 50', 'bounciness range');
throwsNaming(() => animator.spring({ from: 0, to: 1, tension: 100 }), 'spring.friction: required with tension', 'half a model');
throwsNaming(() => animator.spring({ from: 0, to: 1, dampingRatio: 0.5, response: 0 }), 'spring.response: must be finite and > 0; got 0', 'response 0');
throwsNaming(() => animator.spring({ from: [0, NaN], to: [1, 1] }), 'spring.from[1]: must be a finite number; got NaN', 'non-finite component');
throwsNaming(() => animator.spring({ from: [0, 0], to: 1 }), 'spring.to: must be 2 components, as spring.from is', 'shape mismatch');
throwsNaming(() => animator.spring({ from: 0, to: 1, threshold: 0 }), 'spring.threshold: must be > 0 and <= 1e9; got 0', 'threshold');
throwsNaming(() => animator.spring({ from: 0, to: 1, duration: 0.5, bounce: 1.5 }), 'spring.bounce: must be in (-1, 1]; got 1.5', 'bounce');
throwsNaming(() => animator.decay({ from: 0, velocity: 10, deceleration: 1 }), 'decay.deceleration: must be in (0, 1); got 1', 'deceleration');
throwsNaming(() => animator.decay({ from: 0 }), 'decay.velocity: required', 'decay without velocity');
throwsNaming(() => animator.decay({ from: 0, velocity: 5, bounds: [3, 1] }), 'decay.bounds: lower must be at most upper', 'bounds order');
throwsNaming(() => animator.basic({ from: 0, to: 1, duration: 1, curve: [2, 0, 0.5, 1] }), 'basic.curve.x1: must be in 0...1; got 2', 'bezier x1');
throwsNaming(() => animator.basic({ from: 0, to: 1, duration: 1, curve: 'steps(0)' }), 'basic.curve steps count: must be a whole number >= 1', 'steps 0');
throwsNaming(() => animator.basic({ from: 0, to: 1, duration: 1, curve: 'wobbly' }), 'basic.curve: unknown curve "wobbly"', 'unknown curve');
throwsNaming(() => animator.basic({ from: 0, to: 1, duration: -1 }), 'basic.duration: must be finite and >= 0; got -1', 'negative duration');
throwsNaming(() => popkit.layout(container, { presence: { scale: 500 } }), 'layout.options.presence.scale: must be in 0...100; got 500', 'layout presence');
throwsNaming(() => popkit.layout(container, { spring: { dampingRatio: -1, response: 0.3 } }), 'layout.options.spring.dampingRatio: must be finite and >= 0; got -1', 'layout spring');
throwsNaming(() => { animator.durationScale = -2; }, 'durationScale: must be 0 or in 1e-6...1e6; got -2', 'duration scale');
const fling = animator.decay({ from: 0, velocity: 100 });
throwsNaming(() => fling.retarget(3), 'retarget: a decay has no target to move', 'decay retarget');

// --- Rendering, isMoving, finished.
{
  const clock = popkit.createAnimator();
  check(!clock.isMoving, 'a new animator is still');
  const spring = clock.spring({ from: 0, to: 10, tension: 200, friction: 20 });
  check(clock.isMoving, 'a waiting motion makes the animator move');
  check(spring.value === 0 && spring.velocity === 0, 'before its first frame a motion is at its start');
  clock.render(0);
  clock.render(0.1);
  const before = spring.value;
  clock.render(Number.NaN);
  clock.render(Number.POSITIVE_INFINITY);
  check(spring.value === before, 'a non-finite time is ignored');
  let frame = 7;
  while (!spring.isDone && frame < 1000) clock.render(frame++ / 60);
  check(spring.isDone && spring.value === 10 && spring.velocity === 0, 'a spring ends exactly on its target at rest');
  check(!clock.isMoving, 'the animator is still once its motions end');
  check((await spring.finished) === true, 'finished resolves true');
  const stopped = clock.basic({ from: 0, to: 1, duration: 1 });
  clock.render(100);
  clock.render(100.2);
  stopped.stop();
  check(stopped.isDone && (await stopped.finished) === false, 'a stopped motion resolves false');
  check(Math.abs(stopped.value - 0.2) < 0.2 && stopped.value > 0, 'a stopped motion stays where it was');
}

// --- A retarget keeps value and velocity: the next frame is the closed form from that state.
{
  const clock = popkit.createAnimator();
  const [k, c, m] = [300, 18, 1];
  const spring = clock.spring({ from: 0, to: 100, tension: k, friction: c, mass: m });
  for (let frame = 0; frame <= 9; frame += 1) clock.render(frame / 60);
  const [x0, v0] = [spring.value, spring.velocity];
  spring.retarget(-50);
  check(spring.value === x0 && spring.velocity === v0, 'a retarget changes neither value nor velocity at its instant');
  clock.render(10 / 60);
  // Independent closed form of an under-damped spring over dt from (x0, v0) toward -50.
  const dt = 10 / 60 - 9 / 60;
  const zeta = c / (2 * Math.sqrt(k * m));
  const w0 = Math.sqrt(k / m);
  const wd = w0 * Math.sqrt(1 - zeta * zeta);
  const d0 = x0 + 50;
  const envelope = Math.exp(-zeta * w0 * dt);
  const expected = -50 + envelope * (d0 * Math.cos(wd * dt) + ((v0 + zeta * w0 * d0) / wd) * Math.sin(wd * dt));
  check(Math.abs(spring.value - expected) <= 1e-9 * 150, `the frame after a retarget follows the closed form (${spring.value} vs ${expected})`);
  let frame = 11;
  while (!spring.isDone && frame < 2000) clock.render(frame++ / 60);
  check(spring.value === -50, 'the retargeted spring rests on the new target');
  spring.retarget(20);
  check(clock.isMoving && !spring.isDone, 'a retarget after the end starts the motion again');
  while (!spring.isDone && frame < 4000) clock.render(frame++ / 60);
  check(spring.value === 20 && (await spring.finished) === true, 'and it rests on the newest target');
}

// --- The duration scale: at scale 2, clock 2t shows what scale 1 shows at t.
{
  const slow = popkit.createAnimator();
  slow.durationScale = 2;
  const plain = popkit.createAnimator();
  const a = slow.spring({ from: 0, to: 1, bounciness: 8, speed: 10 });
  const b = plain.spring({ from: 0, to: 1, bounciness: 8, speed: 10 });
  let same = true;
  for (let frame = 0; frame < 60; frame += 1) {
    slow.render((2 * frame) / 60);
    plain.render(frame / 60);
    if (a.value !== b.value || a.velocity !== b.velocity) same = false;
  }
  check(same, 'durationScale 2 runs the motion at half speed exactly');
  const jump = popkit.createAnimator();
  jump.durationScale = 0;
  const c = jump.spring({ from: 0, to: 5 });
  jump.render(0);
  check(c.isDone && c.value === 5, 'durationScale 0 ends a motion at once on its target');
}

// --- Reduced motion: every motion ends at once on its target; node has no page preference.
{
  const clock = popkit.createAnimator();
  check(clock.reducesMotion === false, 'without a page preference an animator does not reduce motion');
  clock.reducesMotion = true;
  const spring = clock.spring({ from: 0, to: 7 });
  const fling = clock.decay({ from: 0, velocity: 500 });
  clock.render(0);
  check(spring.isDone && spring.value === 7 && fling.isDone && fling.velocity === 0, 'with reduced motion, motions end on their targets on their first frame');
  clock.reducesMotion = null;
  check(clock.reducesMotion === false, 'null follows the page again');
  throwsNaming(() => { clock.reducesMotion = 'yes'; }, 'reducesMotion: must be true, false or null', 'reducesMotion type');
}

// --- Arrays in, arrays out; many motions keep the heap bounded when let go.
{
  const clock = popkit.createAnimator();
  const vector = clock.spring({ from: [0, 0, 0], to: [1, 2, 3] });
  clock.render(0);
  clock.render(1 / 60);
  check(Array.isArray(vector.value) && vector.value.length === 3 && Array.isArray(vector.velocity), 'an array motion gives arrays');
}

// --- Motions let go are freed when collected, and their memory reused (with --expose-gc).
if (typeof globalThis.gc === 'function') {
  const pagesAfter = [];
  for (let round = 0; round < 12; round += 1) {
    const clock = popkit.createAnimator();
    let batch = [];
    for (let index = 0; index < 5000; index += 1) batch.push(clock.spring({ from: 0, to: index % 7, tension: 400, friction: 40 }));
    for (let frame = 0; frame < 200 && clock.isMoving; frame += 1) clock.render(frame / 60);
    batch = null;
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    pagesAfter.push(popkit.heapPages);
  }
  check(pagesAfter[11] <= pagesAfter[2] + 1, `the heap stays bounded over 60,000 motions let go (pages after rounds: ${pagesAfter.join(', ')})`);
  console.log(`api: heap pages after each round of 5,000 motions: ${pagesAfter.join(', ')}`);
} else {
  console.log('api: run node with --expose-gc to check that freed motions\' memory is reused');
}

console.log(`api: ${checks - failures}/${checks} checks passed`);
process.exit(failures === 0 ? 0 : 1);
