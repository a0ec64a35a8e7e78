// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The web gallery (Web/gallery/index.html) in headless Chromium, driven by synthetic pointer
// input through the DevTools protocol: the progress button's fill reaches 100 %, the counting
// label lands on its retargeted sum, the menu opens, turns back mid-flight and closes, and the
// sheet follows a drag and ends open or closed by the pointer's release velocity. Screenshots of
// the page at rest and in use go to the folder given (docs/gallery by Scripts/test-web-chromium).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './cdp.mjs';
import { matrixNumbers, waitFor } from './checks.mjs';

/** Polls `expression` in the page every 25 ms until it is truthy; resolves `{ value, waited }` (ms). */
async function centre(page, selector) {
  return page.evaluate(`(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2, top: r.top, left: r.left, width: r.width, height: r.height }; })()`);
}

const transformOf = (selector) => `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).transform`;

/**
 * Drags with the mouse from (x, y) by `steps` moves of `dy` px, `interval` ms apart, holds still
 * `hold` ms and releases. The events carry those times as their timestamps, so the page sees
 * exactly that gesture's speed; resolves the sheet's computed transform just before the release.
 */
async function drag(page, x, y, { steps, dy, interval, hold = 0 }) {
  const start = Date.now() / 1000;
  await page.mouse('moved', x, y, { buttons: 0, timestamp: start - 0.1 });
  await page.mouse('pressed', x, y, { timestamp: start });
  let at = y;
  for (let step = 1; step <= steps; step += 1) {
    at += dy;
    await page.mouse('moved', x, at, { timestamp: start + (step * interval) / 1000 });
  }
  const shown = await page.evaluate(transformOf('#sheet'));
  await page.mouse('released', x, at, { timestamp: start + (steps * interval + hold) / 1000 });
  return { shown };
}

export async function galleryTests(page, checks, baseURL, engine, screenshots) {
  checks.suite('gallery: load');
  await page.goto(`${baseURL}/Web/gallery/?engine=${encodeURIComponent(engine)}`);
  checks.check(await page.evaluate('window.galleryReady'), 'the gallery loads the engine');
  const balanceText = await page.evaluate("document.getElementById('balance').textContent");
  checks.check(balanceText === '$12,480.50', `the balance starts at $12,480.50 (${balanceText})`);
  const sheetStart = matrixNumbers(await page.evaluate(transformOf('#sheet')));
  checks.check(sheetStart[5] === 168, `the sheet starts closed at y = 168 (${sheetStart})`);
  await sleep(200);
  if (screenshots) {
    mkdirSync(screenshots, { recursive: true });
    writeFileSync(join(screenshots, 'web-gallery.png'), await page.screenshot());
  }

  // --- Progress button: press, and the fill springs to 100 %.
  checks.suite('gallery: progress button');
  const button = await centre(page, '#progress-button');
  await page.mouse('moved', button.x, button.y, { buttons: 0 });
  await page.mouse('pressed', button.x, button.y);
  await sleep(120);
  const pressed = matrixNumbers(await page.evaluate(transformOf('#progress-button')));
  await page.mouse('released', button.x, button.y);
  checks.check(pressed[0] < 0.99 && pressed[0] > 0.9, `pressed, the button springs down (scale ${pressed[0]})`);
  const midway = await waitFor(page, "gallery.progress.value > 0.3 && gallery.progress.value < 0.9 && gallery.progress.value", 3000);
  const midwayFill = matrixNumbers(await page.evaluate(transformOf('#progress-fill')))[0];
  if (screenshots) {
    const card = await centre(page, '#progress-demo');
    writeFileSync(join(screenshots, 'web-progress-mid-flight.png'), await page.screenshot({ x: card.left, y: card.top, width: card.width, height: card.height }));
  }
  checks.check(!midway.timedOut && midwayFill > 0.2 && midwayFill < 1, `the fill is under way (fill scale ${midwayFill})`);
  const done = await waitFor(page, "gallery.progress.phase === 'done'", 6000);
  const fill = matrixNumbers(await page.evaluate(transformOf('#progress-fill')));
  const label = await page.evaluate("document.getElementById('progress-label').textContent");
  checks.check(!done.timedOut, `the download ends (after ${done.waited} ms)`);
  checks.check(fill[0] === 1 && label === 'Done ✓', `the fill reaches 100 % (fill scale ${fill[0]}, label "${label}")`);
  const released = matrixNumbers(await page.evaluate(transformOf('#progress-button')));
  checks.check(released[0] === 1, `released, the button springs back to scale 1 (${released[0]})`);
  checks.measured(`progress: pressed scale ${pressed[0]}; done ${done.waited} ms after the fill passed 30 %; fill ${fill[0]}`);

  // --- Counting label: two taps, the second mid-count; it lands on the sum.
  checks.suite('gallery: counting label');
  const add = await centre(page, '#counter-demo [data-add="1250"]');
  await page.click(add.x, add.y);
  await sleep(150);
  const midCount = await page.evaluate('gallery.counter.value');
  await page.click(add.x, add.y);
  const counted = await waitFor(page, "document.getElementById('balance').textContent === '$14,980.50'", 4000);
  const counterRest = await page.evaluate('gallery.animator.isMoving');
  checks.check(midCount > 12480.5 && midCount < 13730.5, `the second tap came mid-count (${midCount.toFixed(2)})`);
  checks.check(!counted.timedOut, `the label lands on $14,980.50 (${await page.evaluate("document.getElementById('balance').textContent")}, ${counted.waited} ms)`);
  const digits = await page.evaluate("document.querySelectorAll('#balance .digit').length + '/' + document.querySelectorAll('#balance .cents').length");
  checks.check(digits === '5/1', `the digits are styled spans (digits/cents: ${digits})`);
  checks.measured(`counter: second tap at ${midCount.toFixed(2)}; landed ${counted.waited} ms later; animator still: ${!counterRest}`);

  // --- Pop-up menu: opens, turns back mid-flight, closes from outside.
  checks.suite('gallery: pop-up menu');
  const share = await centre(page, '#menu-button');
  const openCheck = `(() => { const s = getComputedStyle(document.getElementById('menu')); return s.opacity === '1' && s.transform === 'matrix(1, 0, 0, 1, 0, 0)'; })()`;
  const closedCheck = `(() => { const s = getComputedStyle(document.getElementById('menu')); return s.opacity === '0' && s.transform === 'matrix(0.55, 0, 0, 0.55, 0, -10)'; })()`;
  checks.check(await page.evaluate(closedCheck), 'the menu starts closed (opacity 0, scale 0.55)');
  await page.click(share.x, share.y);
  const opened = await waitFor(page, openCheck, 3000);
  checks.check(!opened.timedOut, `a click opens it: opacity 1, scale 1 (${opened.waited} ms)`);
  await page.click(share.x, share.y);
  await sleep(60);
  const interrupted = await page.evaluate(`(() => { const s = getComputedStyle(document.getElementById('menu')); return { opacity: Number(s.opacity), scale: ${'matrixScale'}(s.transform), velocity: gallery.menu.scaleVelocity }; })()`.replace('matrixScale', "((t) => Number(t.slice(7).split(',')[0]))"));
  await page.click(share.x, share.y);
  const reopened = await waitFor(page, openCheck, 3000);
  checks.check(interrupted.opacity > 0 && interrupted.opacity < 1 && interrupted.velocity < 0, `the second click came while it was closing (opacity ${interrupted.opacity}, scale ${interrupted.scale}, scale velocity ${interrupted.velocity.toFixed(3)}/s)`);
  checks.check(!reopened.timedOut, `the third click turns it back open (${reopened.waited} ms)`);
  // The turn keeps the velocity: read the scale's velocity just before and just after a click
  // (dispatched in the page, so that no frame comes between the two readings).
  const turn = await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const button = document.getElementById('menu-button');
    button.click();
    await frame();
    await frame();
    await frame();
    const before = gallery.menu.scaleVelocity;
    button.click();
    const after = gallery.menu.scaleVelocity;
    await frame();
    return { before, after, open: gallery.menu.open };
  })()`);
  checks.check(Math.abs(turn.before) > 0.1 && Math.abs(turn.after - turn.before) <= 1e-12 * Math.abs(turn.before), `turned back mid-flight, the scale keeps its velocity (${turn.before} → ${turn.after} per second)`);
  const turned = await waitFor(page, turn.open ? openCheck : closedCheck, 3000);
  checks.check(!turned.timedOut, `… and it ends ${turn.open ? 'open' : 'closed'} (${turned.waited} ms)`);
  if (!turn.open) await page.click(share.x, share.y);
  checks.check(!(await waitFor(page, openCheck, 3000)).timedOut, 'the menu is open for what follows');
  checks.measured(`menu: opened in ${opened.waited} ms; turned at opacity ${interrupted.opacity}; scale velocity at the in-page turn ${turn.before} → ${turn.after}/s`);
  if (screenshots) {
    // The page in use: download done, count changed, sheet open, menu open (the click on the
    // sheet closes the menu, as any click outside it does, so the menu opens again after it).
    const sheet = await centre(page, '#sheet-grabber');
    await page.click(sheet.x, sheet.y);
    await waitFor(page, '!gallery.sheet.isMoving', 3000);
    await page.click(share.x, share.y);
    await waitFor(page, openCheck, 3000);
    writeFileSync(join(screenshots, 'web-gallery-in-use.png'), await page.screenshot());
    await page.click(sheet.x, sheet.y - 168);
    await waitFor(page, '!gallery.sheet.isMoving', 3000);
    await page.click(share.x, share.y);
    await waitFor(page, openCheck, 3000);
  }
  await page.click(40, 20);
  const closed = await waitFor(page, closedCheck, 3000);
  checks.check(!closed.timedOut, `a click outside closes it (${closed.waited} ms)`);

  // --- The sheet: drag and fling.
  checks.suite('gallery: sheet');
  const grabber = await centre(page, '#sheet-grabber');
  const sheetY = async () => matrixNumbers(await page.evaluate(transformOf('#sheet')))[5];
  checks.check((await sheetY()) === 168, 'the sheet is closed before the drags');
  await drag(page, grabber.x, grabber.y, { steps: 5, dy: -15, interval: 16 });
  await waitFor(page, '!gallery.sheet.isMoving', 3000);
  const flingUp = await page.evaluate('gallery.sheet.lastRelease');
  const afterUp = await sheetY();
  checks.check(Math.abs(flingUp.velocity + 937.5) <= 0.005 * 937.5, `75 px up in 80 ms lets go at -937.5 px/s within 0.5 % (event times are coarsened to 0.1 ms) (${flingUp.velocity} px/s, from y ${flingUp.y})`);
  checks.check(flingUp.projected < 84 && flingUp.destination === 0 && afterUp === 0, `… the decay's resting point (${flingUp.projected.toFixed(1)}) is nearer open: it ends open (y ${afterUp})`);
  // The resting point is the engine's decay (deceleration 0.998 per ms); independently, a
  // velocity scaled by d each millisecond travels −v / (1000·ln d) in all.
  const restingPoint = (release) => release.y - release.velocity / (1000 * Math.log(0.998));
  checks.check(Math.abs(flingUp.projected - restingPoint(flingUp)) < 0.5, `the decay's resting point ${flingUp.projected.toFixed(2)} is y − v/(1000·ln 0.998) = ${restingPoint(flingUp).toFixed(2)} within 0.5 px`);
  const top = grabber.y - 168;
  const slow = await drag(page, grabber.x, top, { steps: 5, dy: 8, interval: 40, hold: 200 });
  await waitFor(page, '!gallery.sheet.isMoving', 3000);
  const slowRelease = await page.evaluate('gallery.sheet.lastRelease');
  const afterSlow = await sheetY();
  checks.check(matrixNumbers(slow.shown)[5] === 40, `dragged 40 px down, the sheet follows the pointer (y ${matrixNumbers(slow.shown)[5]})`);
  checks.check(slowRelease.velocity === 0 && slowRelease.destination === 0 && afterSlow === 0, `held still and let go, it springs back open (velocity ${slowRelease.velocity}, y ${afterSlow})`);
  await drag(page, grabber.x, top, { steps: 4, dy: 12, interval: 16 });
  await waitFor(page, '!gallery.sheet.isMoving', 3000);
  const flingDown = await page.evaluate('gallery.sheet.lastRelease');
  const afterDown = await sheetY();
  checks.check(Math.abs(flingDown.velocity - 750) <= 0.005 * 750 && flingDown.y < 84, `48 px down in 64 ms lets go at 750 px/s within 0.5 % (${flingDown.velocity}) while still nearer open (y ${flingDown.y})`);
  checks.check(flingDown.projected > 84 && afterDown === 168, `… the fling carries it closed (resting point ${flingDown.projected.toFixed(1)}, y ${afterDown})`);
  checks.measured(`sheet: fling up ${flingUp.velocity.toFixed(2)} px/s → resting point ${flingUp.projected.toFixed(1)} → open; slow drag released at ${slowRelease.velocity} px/s from ${slowRelease.y} → open; flick down ${flingDown.velocity.toFixed(2)} px/s from ${flingDown.y.toFixed(1)} → resting point ${flingDown.projected.toFixed(1)} → closed`);

  // --- Under prefers-reduced-motion the gallery's motions end at once.
  checks.suite('gallery: grid that reflows');
  await page.evaluate(`document.getElementById('grid-demo').scrollIntoView({ block: 'center' })`);
  const shuffleButton = await centre(page, '#grid-shuffle');
  await waitFor(page, '!gallery.grid.layout.isMoving');
  await page.click(shuffleButton.x, shuffleButton.y);
  await sleep(120);
  // Mid-flight, in one task (no frame between): every tile's shown frame and velocity, a second
  // shuffle, and the same again.
  const reflow = await page.evaluate(`(() => {
    const tiles = [...gallery.grid.grid.children];
    const before = tiles.map((tile) => gallery.grid.layout.presented(tile));
    gallery.grid.shuffle();
    const after = tiles.map((tile) => gallery.grid.layout.presented(tile));
    let frameJump = 0;
    let velocityJump = 0;
    let fastest = 0;
    before.forEach((state, index) => {
      for (let c = 0; c < 4; c += 1) {
        frameJump = Math.max(frameJump, Math.abs(state.frame[c] - after[index].frame[c]));
        velocityJump = Math.max(velocityJump, Math.abs(state.velocity[c] - after[index].velocity[c]));
        fastest = Math.max(fastest, Math.abs(state.velocity[c]));
      }
    });
    return { moving: gallery.grid.layout.isMoving, frameJump, velocityJump, fastest };
  })()`);
  if (screenshots) {
    await sleep(90);
    const card = await centre(page, '#grid-demo');
    const scroll = await page.evaluate('({ x: scrollX, y: scrollY })');
    writeFileSync(join(screenshots, 'web-layout-mid-flight.png'), await page.screenshot({ x: card.left + scroll.x, y: card.top + scroll.y, width: card.width, height: card.height }));
  }
  checks.check(reflow.moving && reflow.fastest > 50, `the tiles were moving when shuffled again (fastest ${reflow.fastest.toFixed(1)} px/s)`);
  checks.check(reflow.frameJump <= 1e-9 && reflow.velocityJump <= 1e-9 * Math.max(reflow.fastest, 1), `a shuffle mid-flight keeps every tile's frame and velocity (jumps ${reflow.frameJump}, ${reflow.velocityJump})`);
  const gridRest = await waitFor(page, '!gallery.grid.layout.isMoving', 6000);
  const gridPlaced = await page.evaluate(`(() => [...gallery.grid.grid.children].every((tile) => {
    const shown = gallery.grid.layout.presented(tile).frame;
    const kept = tile.style.transform;
    tile.style.transform = 'none';
    const box = tile.getBoundingClientRect();
    const origin = gallery.grid.grid.getBoundingClientRect();
    tile.style.transform = kept;
    return Math.abs(box.left - origin.left - shown[0]) < 1e-6 && Math.abs(box.top - origin.top - shown[1]) < 1e-6;
  }))()`);
  checks.check(!gridRest.timedOut && gridPlaced, `the tiles come to rest exactly in their cells (${gridRest.waited} ms)`);
  checks.measured(`grid: second shuffle at ${reflow.fastest.toFixed(1)} px/s, frame and velocity kept; rest ${gridRest.waited} ms later`);

  checks.suite('gallery: reduced motion');
  await page.reduceMotion('reduce');
  await page.goto(`${baseURL}/Web/gallery/?engine=${encodeURIComponent(engine)}`);
  checks.check(await page.evaluate('window.galleryReady'), 'the gallery loads again');
  const counterAdd = await centre(page, '#counter-demo [data-add="-730"]');
  await page.click(counterAdd.x, counterAdd.y);
  const reducedCount = await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve({
    text: document.getElementById('balance').textContent, moving: gallery.animator.isMoving }))))`);
  checks.check(reducedCount.text === '$11,750.50' && !reducedCount.moving, `two display frames after the tap the label shows the new balance (${reducedCount.text}), nothing moving`);
  const reducedGrabber = await centre(page, '#sheet-grabber');
  await page.click(reducedGrabber.x, reducedGrabber.y);
  const reducedSheet = await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(getComputedStyle(document.getElementById('sheet')).transform))))`);
  checks.check(matrixNumbers(reducedSheet)[5] === 0, `a tap on the sheet opens it at once (${reducedSheet})`);
  await page.reduceMotion('no-preference');

  checks.suite('gallery: page errors');
  checks.check(page.errors.length === 0, `the gallery logged no error (${JSON.stringify(page.errors)})`);
}
