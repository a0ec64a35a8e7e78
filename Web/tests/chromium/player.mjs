// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The page `popkit export --to html --engine` writes (Scripts/test-web-chromium makes it from
// Web/tests/documents/stage.json): it plays the choreography through the wasm engine with
// `popkit.play`; on every frame the computed transform, opacity, corner radius and colour of
// each target (a path track among them) equal the player's values (`player.lanes()`) to 6
// significant digits; dragging the
// scrubber scrubs the progress and letting it go releases it into a spring to an end; a click
// on the stage springs the first target there and a second click retargets it; no error.

import { sleep } from './cdp.mjs';
import { expectedMatrix, matrixNumbers, singlePrecisionUnits, sixthDigitUnits, waitFor } from './checks.mjs';

// In the page, after PopKit's own frame callback: the player's lanes and each target's style.
const READ_FRAMES = (count) => `new Promise((resolve) => {
  const frames = [];
  const read = () => {
    const style = (id) => { const s = getComputedStyle(document.getElementById(id)); return { transform: s.transform, opacity: s.opacity, radius: s.borderTopLeftRadius, color: s.backgroundColor }; };
    frames.push({ time: popkitPlayer.time, lanes: popkitPlayer.lanes(), card: style('card'), dot: style('dot'), chip: style('chip') });
    if (frames.length < ${count}) requestAnimationFrame(read); else resolve(frames);
  };
  requestAnimationFrame(read);
})`;

/** The worst error of a frame's computed style against the player's values, in 6th-digit units beyond rounding. */
function frameError(frame) {
  const lane = (target, property) => frame.lanes.find((entry) => entry.target === target && entry.property === property)?.value;
  let worst = 0;
  let numbers = 0;
  const note = (shown, exact) => {
    numbers += 1;
    worst = Math.max(worst, sixthDigitUnits(shown, exact) - singlePrecisionUnits(exact));
  };
  const card = { y: lane('card', 'y')[0], rotate: lane('card', 'rotation')[0] };
  const [x, y] = lane('dot', 'position');
  const dot = { x, y, scale: lane('dot', 'scale')[0] };
  const [chipX, chipY] = lane('chip', 'position');
  const chip = { x: chipX, y: chipY };
  for (const [values, shown] of [[card, frame.card], [dot, frame.dot], [chip, frame.chip]]) {
    const matrix = matrixNumbers(shown.transform);
    if (matrix === null) return { worst: Infinity, numbers };
    expectedMatrix(values).forEach((number, index) => note(matrix[index], number));
  }
  note(Number(frame.card.opacity), lane('card', 'opacity')[0]);
  note(Number.parseFloat(frame.card.radius), lane('card', 'cornerRadius')[0]);
  // The colour as Blink keeps it: 8-bit channels (rounded) and the alpha.
  const color = lane('dot', 'color').map((channel) => Math.min(Math.max(channel, 0), 1));
  const channels = /rgba?\(([^)]*)\)/.exec(frame.dot.color)[1].split(',').map(Number);
  const wanted = [...color.slice(0, 3).map((channel) => Math.round(channel * 255)), color[3]];
  const colorOff = channels.slice(0, 3).some((channel, index) => channel !== wanted[index]) || Math.abs((channels[3] ?? 1) - wanted[3]) > 0.5 / 255 + 1e-9;
  return { worst, numbers, colorOff, channels, wanted };
}

export async function playerTests(page, checks, baseURL) {
  checks.suite('export --to html --engine: the page plays through the engine');
  await page.goto(`${baseURL}/.build/web/engine-page.html`);
  const ready = await waitFor(page, 'window.popkitPlayer !== undefined', 5000);
  checks.check(!ready.timedOut, `the page loads the inlined engine and plays (${ready.waited} ms)`);
  const frames = await page.evaluate(READ_FRAMES(80));
  let worst = 0;
  let numbers = 0;
  let colors = 0;
  for (const frame of frames) {
    const error = frameError(frame);
    worst = Math.max(worst, error.worst);
    numbers += error.numbers;
    if (error.colorOff) {
      colors += 1;
      checks.check(false, `at time ${frame.time} the dot's colour is ${error.channels}, the engine's ${error.wanted}`);
    }
  }
  const moved = frames.filter((frame) => frame.time > 0 && frame.time < frames.at(-1).time).length;
  checks.check(moved >= 20, `the player moved through ${moved} frames (to time ${frames.at(-1).time.toFixed(3)} s)`);
  checks.check(worst <= 0.5, `every frame's transform, opacity and corner radius are the engine's values to 6 digits (${numbers} numbers, worst ${worst.toFixed(3)} units of the 6th digit beyond rounding)`);
  checks.check(colors === 0, `every frame's colour is the engine's, in 8-bit channels (${frames.length} frames)`);
  checks.measured(`engine page: ${frames.length} frames, ${numbers} numbers compared, worst ${worst.toFixed(3)} 6th-digit units`);

  checks.suite('export --to html --engine: scrub and release');
  await waitFor(page, '!popkitPlayer.isPlaying', 5000);
  const slider = await page.evaluate(`(() => { const r = document.querySelector('[data-popkit="scrub"]').getBoundingClientRect(); return { left: r.left, width: r.width, y: r.top + r.height / 2 }; })()`);
  const start = Date.now() / 1000;
  const at = (fraction) => slider.left + 8 + (slider.width - 16) * fraction;
  await page.mouse('moved', at(0.1), slider.y, { buttons: 0, timestamp: start });
  await page.mouse('pressed', at(0.1), slider.y, { timestamp: start + 0.01 });
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse('moved', at(0.1 + step * 0.04), slider.y, { timestamp: start + 0.01 + step * 0.016 });
    await sleep(16);
  }
  const held = await page.evaluate('({ progress: popkitPlayer.progress, playing: popkitPlayer.isPlaying, slider: Number(document.querySelector(\'[data-popkit="scrub"]\').value) })');
  checks.check(!held.playing && Math.abs(held.progress - held.slider) <= 1e-9 && held.progress > 0.35 && held.progress < 0.65, `held, the progress follows the slider (${held.progress.toFixed(4)} at slider ${held.slider.toFixed(4)})`);
  await page.mouse('released', at(0.5), slider.y, { timestamp: start + 0.01 + 10 * 0.016 + 0.005 });
  const finished = await page.evaluate('popkitPlayer.finished');
  const rest = await page.evaluate('({ time: popkitPlayer.time, duration: popkitPlayer.duration })');
  checks.check(finished === 'end' && rest.time === rest.duration, `let go moving right, it springs to the end and rests there (${finished}, time ${rest.time} of ${rest.duration})`);

  checks.suite('export --to html --engine: a click retargets the first target');
  const stage = await page.evaluate(`(() => { const r = document.querySelector('.popkit-stage').getBoundingClientRect(); return { left: r.left, top: r.top }; })()`);
  await page.click(stage.left + 300, stage.top + 100);
  await sleep(80);
  const midway = await page.evaluate("getComputedStyle(document.getElementById('card')).transform");
  await page.click(stage.left + 60, stage.top + 250);
  const landed = await waitFor(page, `(() => { const m = getComputedStyle(document.getElementById('card')).transform; return m.endsWith('${60 - 50}, ${250 - 30})') && m; })()`, 4000);
  const mid = matrixNumbers(midway);
  checks.check(mid !== null && mid[4] > 10, `after the first click the card is on its way (${midway})`);
  checks.check(!landed.timedOut, `a second click mid-flight takes it to the new point instead (${landed.value || 'not there'}, ${landed.waited} ms)`);
  checks.check(page.errors.length === 0, `the page logged no error (${JSON.stringify(page.errors)})`);
}
