// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// PopKit's web gallery: loads the engine (../../.build/web/popkit.mjs from here, or the module
// named by ?engine=, resolved against the page) and starts the five demos. The progress button,
// the counting label and the sheet share a manual animator rendered by the page's frame loop; the
// menu runs on PopKit's shared frame animator. Under prefers-reduced-motion every motion ends at
// once (the manual animator through its duration scale 0, the shared one through `animate`).
// window.gallery exposes each demo's state to the Chromium tests.

import { countingLabel } from './counter.mjs';
import { FrameLoop } from './frame-loop.mjs';
import { reflowingGrid } from './grid.mjs';
import { popUpMenu } from './menu.mjs';
import { progressButton } from './progress.mjs';
import { draggableSheet } from './sheet.mjs';

const status = document.getElementById('engine-status');

async function start() {
  const requested = new URLSearchParams(location.search).get('engine');
  const engineURL = requested ? new URL(requested, location.href) : new URL('../../.build/web/popkit.mjs', import.meta.url);
  let module;
  try {
    module = await import(engineURL.href);
  } catch (error) {
    status.textContent = `Could not load ${engineURL.pathname}: run Scripts/build-web, then serve the repository (node Web/gallery/serve.mjs).`;
    throw error;
  }
  const started = performance.now();
  const popkit = await module.load();
  status.textContent = `Engine: ${engineURL.pathname.split('/').slice(-3).join('/')} loaded in ${Math.round(performance.now() - started)} ms.`;

  const animator = popkit.createAnimator();
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const honourReducedMotion = () => {
    animator.durationScale = reduced.matches ? 0 : 1;
  };
  honourReducedMotion();
  reduced.addEventListener('change', honourReducedMotion);
  const loop = new FrameLoop(animator);

  return {
    popkit,
    animator,
    progress: progressButton(popkit, animator, loop),
    counter: countingLabel(popkit, animator, loop),
    menu: popUpMenu(popkit),
    sheet: draggableSheet(popkit, animator, loop),
    grid: reflowingGrid(popkit),
  };
}

window.galleryReady = start().then((gallery) => {
  window.gallery = gallery;
  return true;
});
