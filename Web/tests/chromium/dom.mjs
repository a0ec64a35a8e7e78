// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// PopKit's DOM API (`popkit.animate`) in headless Chromium: computed transform and opacity equal
// the engine's values to 6 significant digits on every frame; a retarget mid-flight keeps the
// velocity; prefers-reduced-motion ends motions at once on their targets; an element removed
// mid-animation leaves nothing running; the shared frame animator ends on the target; the page
// logs no error. The page is fixture.html; each test runs in the page and hands its readings back.

import { expectedMatrix, matrixNumbers, singlePrecisionUnits, sixthDigitUnits, waitFor } from './checks.mjs';

const FRAME = 1 / 60;

// In the page: adds a box and animates it on a manual animator, rendering frames at k/60 s and
// reading back, after each, the motions' values and velocities and the computed style.
const RECORDER = `
window.addBox = (id) => {
  const box = document.createElement('div');
  box.className = 'box';
  box.id = id;
  document.body.append(box);
  return box;
};
window.readFrame = (box, motions) => {
  const style = getComputedStyle(box);
  return { values: motions.map((m) => m.value), velocities: motions.map((m) => m.velocity), transform: style.transform, opacity: style.opacity };
};
true`;

/** Compares one frame's computed style with the engine's values; returns the worst error in 6th-digit units. */
function compareFrame(frame, properties) {
  const values = Object.fromEntries(properties.map((property, index) => [property, frame.values[index]]));
  const shown = matrixNumbers(frame.transform);
  const wanted = expectedMatrix(values);
  let worst = shown === null ? Infinity : 0;
  let exact = 0;
  let numbers = 0;
  let beyondHalf = 0;
  let worstRaw = 0;
  const note = (dom, engine) => {
    const units = sixthDigitUnits(dom, engine);
    worst = Math.max(worst, units - singlePrecisionUnits(engine));
    worstRaw = Math.max(worstRaw, units);
    beyondHalf += units > 0.5 ? 1 : 0;
    numbers += 1;
    if (dom === Number(engine.toPrecision(6))) exact += 1;
  };
  if (shown !== null) wanted.forEach((number, index) => note(shown[index], number));
  if ('opacity' in values) note(Number(frame.opacity), values.opacity);
  return { worst, worstRaw, exact, numbers, beyondHalf };
}

export async function domTests(page, checks, baseURL, engine) {
  await page.goto(`${baseURL}/Web/tests/chromium/fixture.html?engine=${encodeURIComponent(engine)}`);
  checks.check(await page.evaluate('window.ready'), 'the fixture loads the engine');
  await page.evaluate(RECORDER);

  // --- Every frame's computed transform and opacity are the engine's values to 6 digits.
  checks.suite('DOM values each frame (manual animator)');
  const scenes = [
    { to: { x: 240.123, y: -61.7, rotate: 33.3, scale: 1.5, opacity: 0.25 }, spring: { dampingRatio: 0.6, response: 0.5 } },
    { to: { scaleX: 0.35, scaleY: 2.2, x: -17.25, rotate: -400 }, spring: { stiffness: 320, damping: 9, mass: 1.5 } },
    { to: { y: 333.3, opacity: 0.9 }, spring: { bounciness: 12, speed: 8 }, velocity: [-2500, -3] },
  ];
  for (const [index, scene] of scenes.entries()) {
    const frames = await page.evaluate(`(() => {
      const box = addBox('values${index}');
      box.style.opacity = '0.5';
      const animator = popkit.createAnimator();
      const motions = popkit.animate(box, ${JSON.stringify(scene.to)}, { animator, spring: ${JSON.stringify(scene.spring)}${scene.velocity ? `, velocity: ${JSON.stringify(scene.velocity)}` : ''} });
      const frames = [];
      for (let k = 0; k < 1200 && (k < 2 || animator.isMoving); k += 1) {
        animator.render(k * ${FRAME});
        frames.push(readFrame(box, motions));
      }
      box.remove();
      return frames;
    })()`);
    const properties = Object.keys(scene.to);
    let worst = 0;
    let exact = 0;
    let numbers = 0;
    let beyondHalf = 0;
    let worstRaw = 0;
    for (const frame of frames) {
      const result = compareFrame(frame, properties);
      worst = Math.max(worst, result.worst);
      exact += result.exact;
      numbers += result.numbers;
      beyondHalf += result.beyondHalf;
      worstRaw = Math.max(worstRaw, result.worstRaw);
    }
    const last = frames[frames.length - 1];
    checks.check(frames.length > 20, `scene ${index}: the motion runs for frames (${frames.length})`);
    checks.check(worst <= 0.5 + 1e-6, `scene ${index}: computed style is the engine's values to 6 significant digits (half a unit, and Blink's single precision); worst ${worst} units beyond the single-precision allowance`);
    checks.check(properties.every((property, at) => last.values[at] === scene.to[property]), `scene ${index}: ends on its targets (${JSON.stringify(last.values)})`);
    checks.measured(`scene ${index} (${properties.join(', ')}): ${frames.length} frames, ${numbers} numbers read back; worst ${worstRaw.toFixed(3)} units of the 6th significant digit (${worst.toFixed(3)} after the single-precision allowance, limit 0.5); ${exact} of ${numbers} print exactly the engine's value rounded to 6 digits, ${beyondHalf} more than half a unit off (Blink's single precision)`);
  }

  // --- A retarget mid-flight keeps the velocity.
  checks.suite('retarget mid-flight keeps the velocity');
  const spring = { stiffness: 180, damping: 14, mass: 1 };
  const retarget = await page.evaluate(`(() => {
    const box = addBox('retarget');
    const animator = popkit.createAnimator();
    const [motion] = popkit.animate(box, { x: 400 }, { animator, spring: ${JSON.stringify(spring)} });
    const frames = [];
    for (let k = 0; k <= 8; k += 1) {
      animator.render(k * ${FRAME});
      frames.push(readFrame(box, [motion]));
    }
    const before = { value: motion.value, velocity: motion.velocity };
    const again = popkit.animate(box, { x: -150 }, { animator, spring: ${JSON.stringify(spring)} });
    const after = { value: motion.value, velocity: motion.velocity, same: again[0] === motion, count: again.length };
    for (let k = 9; k < 1200 && animator.isMoving; k += 1) {
      animator.render(k * ${FRAME});
      frames.push(readFrame(box, [motion]));
    }
    box.remove();
    return { frames, before, after };
  })()`);
  const { before, after, frames } = retarget;
  const velocityChange = Math.abs(after.velocity - before.velocity);
  checks.check(after.same && after.count === 1, 'animate on a running property retargets the same motion');
  checks.check(after.value === before.value, `the value is kept at the retarget (${before.value} → ${after.value})`);
  checks.check(velocityChange <= 1e-12 * Math.max(Math.abs(before.velocity), 1), `the engine's velocity is kept at the retarget within 1e-12 (${before.velocity} → ${after.velocity})`);
  const xs = frames.map((frame) => matrixNumbers(frame.transform)[4]);
  const worstRetarget = Math.max(...frames.map((frame) => compareFrame(frame, ['x']).worst));
  checks.check(worstRetarget <= 0.5 + 1e-6, `computed x equals the engine's to 6 digits through the retarget; worst ${worstRetarget}`);
  // The DOM's per-frame change, as a velocity, on either side of the retarget instant (frame 8).
  // By Taylor, (x(t+h) − x(t))/h = v + a·h/2 + j·h²/6 and (x(t) − x(t−h))/h = v − a'·h/2 + j'·h²/6,
  // with a, j (after) and a', j' (before) the acceleration and jerk the spring's law gives at that
  // instant for the new and the old target. Keeping the velocity, the two per-frame changes differ
  // by (a + a')·h/2 + (j − j')·h²/6, within the next Taylor term and the DOM's 6 digits: allowed
  // 0.5 % of |v| + 0.2 px/s. A retarget that lost the velocity would be off by about |v| instead.
  const domBefore = (xs[8] - xs[7]) / FRAME;
  const domAfter = (xs[9] - xs[8]) / FRAME;
  const x = before.value;
  const v = before.velocity;
  const law = (target) => {
    const acceleration = (-spring.stiffness * (x - target) - spring.damping * v) / spring.mass;
    return { acceleration, jerk: (-spring.stiffness * v - spring.damping * acceleration) / spring.mass };
  };
  const old = law(400);
  const next = law(-150);
  const predicted = ((old.acceleration + next.acceleration) * FRAME) / 2 + ((next.jerk - old.jerk) * FRAME * FRAME) / 6;
  const measuredJump = domAfter - domBefore;
  const allowed = 0.005 * Math.abs(v) + 0.2;
  checks.check(Math.abs(measuredJump - predicted) <= allowed, `the DOM's per-frame change is continuous across the retarget: ${domBefore.toFixed(2)} → ${domAfter.toFixed(2)} px/s, a change of ${measuredJump.toFixed(2)} where the kept velocity predicts ${predicted.toFixed(2)} ± ${allowed.toFixed(2)}`);
  checks.check(Math.abs(v) > 10 * allowed, `the test can tell a lost velocity (${v.toFixed(2)} px/s) from the allowance`);
  checks.measured(`at t = 8/60 s: x = ${x.toFixed(4)} px, engine velocity ${before.velocity} → ${after.velocity} px/s (|Δ| = ${velocityChange}); DOM per-frame change ${domBefore.toFixed(2)} → ${domAfter.toFixed(2)} px/s: changed by ${measuredJump.toFixed(2)}, predicted ${predicted.toFixed(2)}, off by ${Math.abs(measuredJump - predicted).toFixed(2)} (allowed ${allowed.toFixed(2)}; a lost velocity: ${Math.abs(v).toFixed(2)}); ${frames.length} frames`);
  checks.check(xs[xs.length - 1] === -150, `the retargeted motion ends on the new target (${xs[xs.length - 1]})`);

  // --- prefers-reduced-motion: motions end at once on their targets.
  checks.suite('prefers-reduced-motion');
  await page.reduceMotion('reduce');
  const reduced = await page.evaluate(`(async () => {
    const box = addBox('reduced');
    const animator = popkit.createAnimator();
    const reducedMotion = popkit.reducedMotion;
    const motions = popkit.animate(box, { x: 200, rotate: 45, opacity: 0.3 }, { animator });
    const movingBefore = animator.isMoving;
    animator.render(0);
    const frame = readFrame(box, motions);
    const done = motions.map((m) => m.isDone);
    const finished = await Promise.all(motions.map((m) => m.finished));
    const shared = addBox('reduced-shared');
    const sharedMotions = popkit.animate(shared, { y: 90 });
    let frames = 0;
    let counting = true;
    const count = () => { if (counting) { frames += 1; requestAnimationFrame(count); } };
    requestAnimationFrame(count);
    const sharedFinished = await Promise.all(sharedMotions.map((m) => m.finished));
    counting = false;
    const sharedTransform = getComputedStyle(shared).transform;
    box.remove();
    shared.remove();
    return { reducedMotion, movingBefore, moving: animator.isMoving, frame, done, finished, sharedFinished, frames, sharedTransform };
  })()`);
  checks.check(reduced.reducedMotion === true, 'popkit.reducedMotion is true under the emulated reduce');
  checks.check(reduced.movingBefore, 'the motions wait for a frame');
  checks.check(reduced.done.every(Boolean) && !reduced.moving, `after the first frame every motion is done and the animator still (done ${reduced.done}, isMoving ${reduced.moving})`);
  checks.check(reduced.finished.every((value) => value === true), 'their finished promises resolve true');
  const reducedUnits = compareFrame(reduced.frame, ['x', 'rotate', 'opacity']).worst;
  checks.check(JSON.stringify(reduced.frame.values) === '[200,45,0.3]' && reducedUnits <= 0.5, `the first frame shows the targets (${reduced.frame.transform}, opacity ${reduced.frame.opacity})`);
  checks.check(reduced.sharedFinished[0] === true && reduced.frames <= 1, `on the shared frame animator the motion ends within ${reduced.frames} display frame(s)`);
  checks.check(JSON.stringify(matrixNumbers(reduced.sharedTransform)) === '[1,0,0,1,0,90]', `… on its target (${reduced.sharedTransform})`);
  checks.measured(`reduce: first frame ${reduced.frame.transform}, opacity ${reduced.frame.opacity}; shared animator finished after ${reduced.frames} display frame(s)`);
  await page.reduceMotion('no-preference');
  const normal = await page.evaluate(`(() => {
    const box = addBox('normal');
    const animator = popkit.createAnimator();
    const motions = popkit.animate(box, { x: 200 }, { animator });
    animator.render(0);
    animator.render(${FRAME});
    const result = { reducedMotion: popkit.reducedMotion, moving: animator.isMoving, x: motions[0].value };
    motions[0].stop();
    box.remove();
    return result;
  })()`);
  checks.check(normal.reducedMotion === false && normal.moving && normal.x > 0 && normal.x < 200, `without the preference the same motion moves over frames (x ${normal.x} after one frame)`);

  // --- An element removed mid-animation leaves nothing running.
  checks.suite('element removed mid-animation');
  const removal = await page.evaluate(`(async () => {
    const removed = addBox('removed');
    const kept = addBox('kept');
    const animator = popkit.createAnimator();
    const removedMotions = popkit.animate(removed, { x: 300, opacity: 0.2 }, { animator });
    const keptMotions = popkit.animate(kept, { y: 150 }, { animator, spring: { dampingRatio: 1, response: 0.8 } });
    for (let k = 0; k <= 5; k += 1) animator.render(k * ${FRAME});
    removed.remove();
    const movingAtRemoval = animator.isMoving;
    animator.render(6 * ${FRAME});
    const afterNext = { moving: animator.isMoving, removedDone: removedMotions.map((m) => m.isDone), keptDone: keptMotions[0].isDone };
    kept.remove();
    animator.render(7 * ${FRAME});
    const afterBoth = animator.isMoving;
    const removedFinished = await Promise.all(removedMotions.map((m) => m.finished));
    for (let k = 8; k < 20; k += 1) animator.render(k * ${FRAME});
    const shared = addBox('removed-shared');
    const sharedMotions = popkit.animate(shared, { x: 500, scale: 2 }, { spring: { dampingRatio: 0.3, response: 1 } });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let k = 0; k < 3; k += 1) await frame();
    const sharedMovingBefore = sharedMotions.some((m) => !m.isDone);
    shared.remove();
    for (let k = 0; k < 3; k += 1) await frame();
    const sharedFinished = await Promise.all(sharedMotions.map((m) => m.finished));
    return { movingAtRemoval, afterNext, afterBoth, removedFinished, sharedMovingBefore, sharedDone: sharedMotions.map((m) => m.isDone), sharedFinished };
  })()`);
  checks.check(removal.movingAtRemoval, 'the animator was moving when the element was removed');
  checks.check(removal.afterNext.removedDone.every(Boolean) && removal.afterNext.moving && !removal.afterNext.keptDone, `after the next frame the removed element's motions are done and the other element's still run (${JSON.stringify(removal.afterNext)})`);
  checks.check(removal.afterBoth === false, 'with both removed, the animator is still after the next frame (isMoving false)');
  checks.check(removal.removedFinished.every((value) => value === false), "the removed element's finished promises resolve false (stopped)");
  checks.check(removal.sharedMovingBefore && removal.sharedDone.every(Boolean) && removal.sharedFinished.every((value) => value === false), `on the shared frame animator too (${JSON.stringify(removal)})`);
  // A document's choreography on elements (popkit.play): removing its elements stops the player.
  const playedRemoval = await page.evaluate(`(async () => {
    const doc = { popkit: 1, choreographies: { show: { targets: { a: { width: 1, height: 1 } }, tracks: [{ target: 'a', property: 'x', track: { from: 0, keyframes: [{ kind: 'linear', to: 200, duration: 5 }] } }] } } };
    const element = addBox('played-removed');
    const player = popkit.play(doc, 'show', { a: element });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let k = 0; k < 3; k += 1) await frame();
    const playingBefore = player.isPlaying;
    const movedBefore = getComputedStyle(element).transform;
    element.remove();
    for (let k = 0; k < 3; k += 1) await frame();
    return { playingBefore, movedBefore, playingAfter: player.isPlaying, finished: await player.finished };
  })()`);
  checks.check(playedRemoval.playingBefore && playedRemoval.movedBefore !== 'none' && !playedRemoval.playingAfter && playedRemoval.finished === null, `a player on removed elements stops (${JSON.stringify(playedRemoval)})`);

  // --- Many elements on one manual animator: a frame reads each motion once and writes each
  // element's style once (the work of a frame grows with the elements, not with their square).
  checks.suite('many elements on one animator');
  const many = await page.evaluate(`(() => {
    const animator = popkit.createAnimator();
    const boxes = [];
    let motion = null;
    for (let index = 0; index < 60; index += 1) {
      const box = addBox('many' + index);
      boxes.push(box);
      [motion] = popkit.animate(box, { x: 50 + index }, { animator });
    }
    // Counts the reads of Motion.value (the page's DOM writes read each motion's value).
    const prototype = Object.getPrototypeOf(motion);
    const value = Object.getOwnPropertyDescriptor(prototype, 'value');
    let reads = 0;
    Object.defineProperty(prototype, 'value', { get() { reads += 1; return value.get.call(this); }, configurable: true });
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
    const frames = [];
    try {
      for (let k = 0; k < 4; k += 1) {
        reads = 0;
        const started = performance.now();
        animator.render(k * ${FRAME});
        const milliseconds = performance.now() - started;
        const records = observer.takeRecords();
        frames.push({ reads, written: new Set(records.map((record) => record.target)).size, milliseconds });
      }
    } finally {
      Object.defineProperty(prototype, 'value', value);
      observer.disconnect();
    }
    boxes.forEach((box) => box.remove());
    animator.render(4 * ${FRAME});
    return frames;
  })()`);
  checks.check(many.every((frame) => frame.reads === 60 && frame.written === 60), `60 elements: each frame reads 60 motion values and writes 60 elements (${many.map((frame) => `${frame.reads} reads, ${frame.written} written`).join('; ')})`);
  checks.measured(`60 elements on one manual animator: ${many.map((frame) => frame.milliseconds.toFixed(2)).join(', ')} ms per render (DOM writes included)`);

  // --- width and height start from the element's own width, not its transformed border box.
  checks.suite('width starts where the element is');
  const widths = await page.evaluate(`(() => {
    const result = {};
    for (const sizing of ['content-box', 'border-box']) {
      const box = addBox('width-' + sizing);
      box.style.cssText = 'width: 80px; height: 20px; padding: 10px; border: 2px solid; transform: scale(2); box-sizing: ' + sizing;
      const before = getComputedStyle(box).width;
      const animator = popkit.createAnimator();
      const [motion] = popkit.animate(box, { width: 160 }, { animator });
      const from = motion.value;
      animator.render(0);
      result[sizing] = { before, from, firstFrame: getComputedStyle(box).width };
      box.remove();
      animator.render(1);
    }
    return result;
  })()`);
  for (const [sizing, seen] of Object.entries(widths)) {
    checks.check(seen.from === 80 && seen.firstFrame === '80px', `${sizing}: an 80px-wide element (padding 10, border 2, scale 2) starts its width motion at 80 and shows 80px on the first frame (from ${seen.from}, ${seen.before} → ${seen.firstFrame})`);
  }

  // --- animate on another animator hands the running motion over (value and velocity kept);
  // elements at rest leave the frame's writes; a manual animator follows the page's reduce.
  checks.suite('hand-over between animators, resting elements');
  const handOver = await page.evaluate(`(() => {
    const box = addBox('hand-over');
    const first = popkit.createAnimator();
    const second = popkit.createAnimator();
    const [a] = popkit.animate(box, { x: 100 }, { animator: first, spring: { tension: 200, friction: 15 } });
    for (let k = 0; k <= 6; k += 1) first.render(k * ${FRAME});
    const before = { value: a.value, velocity: a.velocity };
    const [b] = popkit.animate(box, { x: 100 }, { animator: second, spring: { tension: 200, friction: 15 } });
    const handed = { value: b.value, velocity: b.velocity, firstMoving: first.isMoving };
    let k = 0;
    while (!b.isDone && k < 600) second.render(k++ * ${FRAME});
    const ended = getComputedStyle(box).transform;
    // At rest: another element's frames do not rewrite this one.
    const other = addBox('hand-over-other');
    const observer = new MutationObserver(() => {});
    observer.observe(box, { attributes: true, attributeFilter: ['style'] });
    popkit.animate(other, { x: 30 }, { animator: second });
    second.render(k++ * ${FRAME});
    second.render(k++ * ${FRAME});
    const rewritten = observer.takeRecords().length;
    observer.disconnect();
    // Started again, it starts where it rests.
    const [c] = popkit.animate(box, { x: 0 }, { animator: second });
    const restart = c.value;
    box.remove();
    other.remove();
    second.render(k++ * ${FRAME});
    return { before, handed, ended, rewritten, restart };
  })()`);
  checks.check(!handOver.handed.firstMoving, `the first animator stops moving the element (isMoving ${handOver.handed.firstMoving})`);
  checks.check(handOver.handed.value === handOver.before.value && handOver.handed.velocity === handOver.before.velocity, `the second animator's motion starts from the first's value and velocity (${handOver.before.value}, ${handOver.before.velocity} → ${handOver.handed.value}, ${handOver.handed.velocity})`);
  checks.check(JSON.stringify(matrixNumbers(handOver.ended)) === '[1,0,0,1,100,0]', `and ends on the target (${handOver.ended})`);
  checks.check(handOver.rewritten === 0, `an element at rest is not rewritten by the frames that move another (${handOver.rewritten} style writes)`);
  checks.check(handOver.restart === 100, `animated again, it starts where it rests (${handOver.restart})`);

  // --- popkit.layout: children keep their place and velocity when the layout changes.
  checks.suite('layout transition (popkit.layout)');
  const layout = await page.evaluate(`(() => {
    const grid = document.createElement('div');
    grid.style.cssText = 'position: absolute; left: 0; top: 600px; width: 400px; display: flex; flex-wrap: wrap; gap: 10px';
    for (let index = 0; index < 4; index += 1) {
      const card = document.createElement('div');
      card.dataset.popkitId = 'card' + index;
      card.style.cssText = 'width: 90px; height: 60px; background: #36f';
      grid.append(card);
    }
    document.body.append(grid);
    const animator = popkit.createAnimator();
    const transition = popkit.layout(grid, { animator });
    animator.render(0);
    const first = grid.firstElementChild;
    const shown = (element) => {
      const box = element.getBoundingClientRect();
      const origin = grid.getBoundingClientRect();
      return [box.left - origin.left, box.top - origin.top, box.width, box.height];
    };
    const before = shown(first);
    grid.append(first);                       // the first card moves to the end
    transition.update();
    const atUpdate = shown(first);
    const presentedAtUpdate = transition.presented(first);
    let worst = 0;
    let k = 1;
    for (; k <= 9; k += 1) {
      animator.render(k / 60);
      const seen = shown(first);
      const frame = transition.presented(first).frame;
      for (let c = 0; c < 4; c += 1) worst = Math.max(worst, Math.abs(seen[c] - frame[c]));
    }
    const beforeSecond = transition.presented(first);
    // Mid-flight: wider cards, so the layout changes again while the card moves.
    for (const card of grid.children) card.style.width = '120px';
    transition.update();
    const afterSecond = transition.presented(first);
    let frames = 0;
    while (transition.isMoving && frames < 600) { animator.render(k++ / 60); frames += 1; }
    const rest = shown(first);
    const layoutBox = (() => { first.style.transform = 'none'; const box = shown(first); return box; })();
    grid.remove();
    animator.render(k / 60);
    return { before, atUpdate, presentedAtUpdate, worst, beforeSecond, afterSecond, frames, rest, layoutBox };
  })()`);
  checks.check(layout.atUpdate.every((value, index) => Math.abs(value - layout.before[index]) < 0.01), `after the DOM change and update, the card is still shown where it was (${layout.before} → ${layout.atUpdate.map((v) => v.toFixed(2))})`);
  checks.check(layout.worst < 0.01, `each frame the card is shown at the engine's presented frame (worst ${layout.worst.toExponential(2)} px)`);
  const velocityJump = Math.max(...layout.beforeSecond.velocity.map((v, i) => Math.abs(v - layout.afterSecond.velocity[i])));
  const frameJump = Math.max(...layout.beforeSecond.frame.map((v, i) => Math.abs(v - layout.afterSecond.frame[i])));
  checks.check(frameJump <= 1e-9 && velocityJump <= 1e-9 * Math.max(1, ...layout.beforeSecond.velocity.map(Math.abs)), `a layout change mid-flight keeps the frame and its velocity (jumps ${frameJump}, ${velocityJump}; velocity ${layout.beforeSecond.velocity.map((v) => v.toFixed(1))} px/s)`);
  checks.check(Math.max(...layout.beforeSecond.velocity.map(Math.abs)) > 50, 'the card was moving fast at the second change (the test can see a lost velocity)');
  checks.check(layout.rest.every((value, index) => Math.abs(value - layout.layoutBox[index]) < 1e-6), `it rests exactly in its new layout box (${layout.rest.map((v) => v.toFixed(3))} vs ${layout.layoutBox})`);
  checks.measured(`layout: card moved from ${layout.before} to ${layout.layoutBox}; velocity at the mid-flight change ${layout.beforeSecond.velocity.map((v) => v.toFixed(1))} px/s, kept; rested after ${layout.frames} more frames`);

  // --- popkit.layout: a child the page removes fades out where it was, then leaves.
  checks.suite('layout transition: a removed child fades out');
  const exit = await page.evaluate(`(() => {
    const grid = document.createElement('div');
    grid.style.cssText = 'position: absolute; left: 0; top: 700px; width: 400px; display: flex; gap: 10px';
    for (let index = 0; index < 3; index += 1) {
      const card = document.createElement('div');
      card.dataset.popkitId = 'leaving' + index;
      card.style.cssText = 'width: 90px; height: 60px; background: #f63';
      grid.append(card);
    }
    document.body.append(grid);
    const animator = popkit.createAnimator();
    const transition = popkit.layout(grid, { animator });
    let k = 0;
    // The cards fade in first.
    for (; transition.isMoving && k < 600; k += 1) animator.render(k / 60);
    const middle = grid.children[1];
    const origin = grid.getBoundingClientRect();
    const where = (element) => { const box = element.getBoundingClientRect(); return [box.left - origin.left, box.top - origin.top, box.width, box.height]; };
    const before = where(middle);
    middle.remove();
    transition.update();
    const ghosts = transition._exiting;
    const ghost = ghosts[0];
    const atRemoval = ghost ? { box: where(ghost), opacity: Number(getComputedStyle(ghost).opacity) } : null;
    const opacities = [];
    const exitStart = k;
    for (; k <= exitStart + 600 && transition._exiting.length > 0; k += 1) {
      animator.render(k / 60);
      if (transition._exiting.length > 0) opacities.push(Number(getComputedStyle(ghost).opacity));
    }
    const third = where(grid.children[1]);
    // A card removed the instant it entered (at opacity 0) leaves at once.
    const late = document.createElement('div');
    late.dataset.popkitId = 'late';
    late.style.cssText = 'width: 90px; height: 60px; background: #f63';
    grid.append(late);
    transition.update();
    late.remove();
    transition.update();
    const lateGhosts = transition._exiting.length;
    const result = { before, ghosts: ghosts.length, atRemoval, opacities, framesToLeave: k - exitStart, left: ghost?.isConnected, moving: transition.isMoving, third, children: grid.children.length, lateGhosts };
    grid.remove();
    return result;
  })()`);
  checks.check(exit.ghosts === 1 && exit.atRemoval !== null, `the removed child is drawn by a copy while it exits (${exit.ghosts})`);
  checks.check(exit.atRemoval !== null && exit.atRemoval.box.every((value, index) => Math.abs(value - exit.before[index]) < 0.01) && exit.atRemoval.opacity === 1, `at the update it is shown where it was, opaque (${exit.atRemoval?.box} vs ${exit.before}, opacity ${exit.atRemoval?.opacity})`);
  const falling = exit.opacities.every((value, index) => index === 0 || value <= exit.opacities[index - 1]);
  checks.check(exit.opacities.length >= 5 && falling && exit.opacities.at(-1) < 0.1, `it fades out frame by frame (${exit.opacities.length} frames, ${exit.opacities.slice(0, 4).map((v) => v.toFixed(3))} … ${exit.opacities.at(-1)?.toFixed(4)})`);
  checks.check(exit.left === false && exit.children === 3 - 1, `then the copy leaves the page (after ${exit.framesToLeave} frames; children ${exit.children})`);
  checks.check(exit.lateGhosts === 0, `a card removed the instant it entered (opacity 0) leaves at once (${exit.lateGhosts} copies)`);
  checks.measured(`layout exit: faded over ${exit.framesToLeave} frames; the next card slid to ${exit.third.map((v) => v.toFixed(1))}`);

  // --- A scroll link: real wheel input scrolls an element; the progress follows it exactly, and
  // when the scroll ends it springs to the nearest snap point.
  checks.suite('scroll link (popkit.scrollLink)');
  await page.evaluate(`(() => {
    const box = document.createElement('div');
    box.id = 'scroller';
    box.style.cssText = 'position: absolute; left: 600px; top: 0; width: 200px; height: 200px; overflow-y: scroll';
    box.innerHTML = '<div style="height: 1000px"></div>';
    document.body.append(box);
    const doc = { popkit: 1, choreographies: { show: { targets: { a: { width: 1, height: 1 } }, tracks: [{ target: 'a', property: 'opacity', track: { from: 0, keyframes: [{ kind: 'linear', to: 1, duration: 1 }] } }] } } };
    const animator = popkit.createAnimator({ clock: 'frame' });
    const player = animator.play(doc, 'show', () => {});
    player.pause();
    window.scrolled = { player, samples: [], ends: 0 };
    window.scrolled.link = popkit.scrollLink(player, box, { snap: [0, 0.5, 1] });
    // After PopKit's own listener (added first): the progress the scroll set.
    box.addEventListener('scroll', () => scrolled.samples.push([box.scrollTop / 800, player.progress]));
    box.addEventListener('scrollend', () => { scrolled.ends += 1; });
    return true;
  })()`);
  await page.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: 700, y: 100, deltaX: 0, deltaY: 300 });
  const ended = await waitFor(page, 'scrolled.ends > 0', 4000);
  const followed = await page.evaluate('({ samples: scrolled.samples, top: document.getElementById("scroller").scrollTop })');
  const rested = await waitFor(page, 'scrolled.player.progress === 0.5 && !scrolled.player.isPlaying && scrolled.player.progress', 4000);
  const followError = Math.max(0, ...followed.samples.filter(([, progress]) => progress !== 0.5).map(([scroll, progress]) => Math.abs(scroll - progress)));
  checks.check(!ended.timedOut && followed.top > 0 && followed.samples.length > 0, `a wheel scrolls the element (to ${followed.top} px, ${followed.samples.length} scroll events, then scrollend)`);
  checks.check(followError <= 1e-12, `while it scrolls, the progress is the scroll position over the range (worst ${followError})`);
  checks.check(!rested.timedOut, `when the scroll ends, the progress springs to the nearest snap point, 0.5, and rests there (${rested.waited} ms)`);
  checks.measured(`scroll link: wheel to ${followed.top} px (progress ${(followed.top / 800).toFixed(4)}), snapped to 0.5`);

  // --- A custom property keeps its unit.
  checks.suite('custom properties keep their unit');
  const custom = await page.evaluate(`(() => {
    const box = addBox('custom-unit');
    box.style.setProperty('--gap', '10px');
    box.style.setProperty('--turns', '0.5');
    const animator = popkit.createAnimator();
    const motions = popkit.animate(box, { '--gap': 40, '--turns': 2 }, { animator });
    animator.render(0);
    animator.render(${FRAME});
    const mid = [box.style.getPropertyValue('--gap'), box.style.getPropertyValue('--turns'), motions[0].value];
    let k = 2;
    while (animator.isMoving && k < 600) animator.render(k++ * ${FRAME});
    const end = [box.style.getPropertyValue('--gap'), box.style.getPropertyValue('--turns')];
    box.remove();
    return { mid, end };
  })()`);
  checks.check(custom.mid[0] === custom.mid[2] + 'px' && !custom.mid[1].endsWith('px'), `a custom property written mid-flight keeps its unit (${custom.mid[0]}, ${custom.mid[1]})`);
  checks.check(custom.end[0] === '40px' && custom.end[1] === '2', `and ends on its target with it (${custom.end.join(', ')})`);

  // --- The shared frame animator (requestAnimationFrame) ends on the target.
  checks.suite('shared frame animator');
  const shared = await page.evaluate(`(async () => {
    const box = addBox('shared');
    const started = performance.now();
    let frames = 0;
    const write = box.style;
    const motions = popkit.animate(box, { x: 120, y: 40, opacity: 0.5 }, { spring: { dampingRatio: 0.8, response: 0.3 } });
    const seen = [];
    let watching = true;
    const watch = () => { if (!watching) return; frames += 1; seen.push(getComputedStyle(box).transform); requestAnimationFrame(watch); };
    requestAnimationFrame(watch);
    const finished = await Promise.all(motions.map((m) => m.finished));
    watching = false;
    const style = getComputedStyle(box);
    const result = { finished, seconds: (performance.now() - started) / 1000, frames, distinct: new Set(seen).size, transform: style.transform, opacity: style.opacity };
    box.remove();
    return result;
  })()`);
  checks.check(shared.finished.every((value) => value === true), 'every motion finishes (finished resolves true)');
  checks.check(JSON.stringify(matrixNumbers(shared.transform)) === '[1,0,0,1,120,40]' && shared.opacity === '0.5', `it ends on the target (${shared.transform}, opacity ${shared.opacity})`);
  checks.check(shared.distinct > 10 && shared.seconds > 0.2 && shared.seconds < 3, `it moved over many display frames (${shared.distinct} distinct transforms in ${shared.seconds.toFixed(2)} s)`);
  checks.measured(`shared animator: ${shared.frames} display frames, ${shared.distinct} distinct transforms, ${shared.seconds.toFixed(3)} s to finish`);

  checks.suite('page errors');
  checks.check(page.errors.length === 0, `the page logged no error (${JSON.stringify(page.errors)})`);
}
