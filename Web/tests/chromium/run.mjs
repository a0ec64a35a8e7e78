// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// Runs PopKit's Chromium tests: one headless Chromium, one http server on the repository.
// Usage: node Web/tests/chromium/run.mjs [--chromium PATH] [--engine URL_PATH] [--screenshots DIR]
//   --engine: the module's path under the repository (default /.build/web/popkit.mjs)
//   --screenshots: where the gallery's PNGs go (default: none written)

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../gallery/serve.mjs';
import { Browser } from './cdp.mjs';
import { Checks } from './checks.mjs';
import { domTests } from './dom.mjs';
import { galleryTests } from './gallery.mjs';
import { playerTests } from './player.mjs';

const options = { chromium: process.env.POPKIT_CHROMIUM || 'chromium', engine: '/.build/web/popkit.mjs', screenshots: null };
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 2) {
  const key = args[index].replace(/^--/, '');
  if (!(key in options) || args[index + 1] === undefined) {
    console.error('usage: node run.mjs [--chromium PATH] [--engine URL_PATH] [--screenshots DIR]');
    process.exit(2);
  }
  options[key] = args[index + 1];
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const started = Date.now();
const server = await serve(root);
const browser = await Browser.launch(options.chromium);
const checks = new Checks();
try {
  const domPage = await browser.newPage();
  await domTests(domPage, checks, server.url, options.engine);
  await domPage.close();
  const galleryPage = await browser.newPage({ width: 1280, height: 930 });
  await galleryTests(galleryPage, checks, server.url, options.engine, options.screenshots && resolve(options.screenshots));
  await galleryPage.close();
  const playerPage = await browser.newPage();
  await playerTests(playerPage, checks, server.url);
  await playerPage.close();
} catch (error) {
  checks.check(false, `the tests ran to the end: ${error.stack}`);
} finally {
  await browser.close();
  await server.close();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (checks.failures > 0) {
  console.log(`chromium tests: ${checks.failures} of ${checks.count} checks failed (${seconds} s)`);
  process.exit(1);
}
console.log(`chromium tests: all ${checks.count} checks passed (${seconds} s)`);
