// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// A small harness for PopKit's Chromium tests, in plain node (no npm): drives headless Chromium
// through the DevTools protocol over --remote-debugging-pipe (Chromium reads commands on its fd 3
// and writes replies and events on its fd 4, each message JSON ended by a NUL byte). The pages are
// served over http by Web/gallery/serve.mjs (ES modules and fetch need http, not file://).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headless Chromium over the DevTools pipe. */
export class Browser {
  #process;
  #profile;
  #nextId = 1;
  #pending = new Map();
  #listeners = new Set();
  #buffer = Buffer.alloc(0);
  #exited = false;
  #exit;

  /** Starts `executable` headless with a fresh profile; resolves the browser once it answers. */
  static async launch(executable, { width = 1280, height = 900 } = {}) {
    const browser = new Browser(executable, width, height);
    await browser.send('Browser.getVersion');
    return browser;
  }

  constructor(executable, width, height) {
    this.#profile = mkdtempSync(join(tmpdir(), 'popkit-chromium-'));
    this.#process = spawn(executable, [
      '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
      '--disable-extensions', '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows', '--hide-scrollbars', '--mute-audio',
      `--window-size=${width},${height}`, `--user-data-dir=${this.#profile}`,
      '--remote-debugging-pipe', 'about:blank',
    ], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    this.stderr = '';
    this.#process.stderr.on('data', (chunk) => {
      if (this.stderr.length < 20000) this.stderr += chunk;
    });
    this.#process.stdio[4].on('data', (chunk) => this.#receive(chunk));
    this.#exit = new Promise((resolve) => this.#process.on('exit', resolve));
    this.#process.on('exit', (code, signal) => {
      this.#exited = true;
      for (const { reject } of this.#pending.values()) reject(new Error(`chromium exited (${code ?? signal}): ${this.stderr.slice(-2000)}`));
      this.#pending.clear();
    });
    this.#process.on('error', (error) => {
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    });
  }

  #receive(chunk) {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    let end;
    while ((end = this.#buffer.indexOf(0)) >= 0) {
      const message = JSON.parse(this.#buffer.subarray(0, end).toString('utf8'));
      this.#buffer = this.#buffer.subarray(end + 1);
      if (message.id !== undefined) {
        const waiting = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting?.resolve(message.result);
      } else {
        for (const listener of this.#listeners) listener(message);
      }
    }
  }

  /** Sends a DevTools command (to the browser, or to a page's session); resolves its result. */
  send(method, params = {}, sessionId = undefined) {
    if (this.#exited) return Promise.reject(new Error(`${method}: chromium has exited`));
    const id = this.#nextId++;
    const message = { id, method, params };
    if (sessionId !== undefined) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, method });
      this.#process.stdio[3].write(`${JSON.stringify(message)}\0`);
    });
  }

  /** Calls `listener(message)` for every event; returns a function that removes it. */
  listen(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Opens a new page (tab) with its own session. */
  async newPage({ width = 1280, height = 900 } = {}) {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const page = new Page(this, sessionId, targetId);
    await page.send('Page.enable');
    await page.send('Runtime.enable');
    await page.send('Log.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    return page;
  }

  /** Ends Chromium and removes its profile. */
  async close() {
    if (!this.#exited) {
      try {
        await Promise.race([this.send('Browser.close'), new Promise((resolve) => setTimeout(resolve, 2000))]);
      } catch {
        // Already gone.
      }
      if (!this.#exited) this.#process.kill('SIGKILL');
      await this.#exit;
    }
    // Chromium's helper processes can still write to the profile for a moment after it exits.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        rmSync(this.#profile, { recursive: true, force: true });
        break;
      } catch {
        await sleep(200);
      }
    }
  }
}

/** One page: navigation, evaluation, input, screenshots, and the errors it logged. */
export class Page {
  /** Every uncaught exception and console error the page reported, as text. */
  errors = [];

  constructor(browser, sessionId, targetId) {
    this.browser = browser;
    this.sessionId = sessionId;
    this.targetId = targetId;
    this.loadWaiters = [];
    browser.listen((message) => {
      if (message.sessionId !== sessionId) return;
      const { method, params } = message;
      if (method === 'Runtime.exceptionThrown') {
        const details = params.exceptionDetails;
        this.errors.push(`exception: ${details.exception?.description ?? details.text}`);
      } else if (method === 'Runtime.consoleAPICalled' && (params.type === 'error' || params.type === 'assert')) {
        this.errors.push(`console.${params.type}: ${params.args.map((arg) => arg.value ?? arg.description).join(' ')}`);
      } else if (method === 'Log.entryAdded' && params.entry.level === 'error') {
        this.errors.push(`log: ${params.entry.text} ${params.entry.url ?? ''}`.trim());
      } else if (method === 'Page.loadEventFired') {
        for (const resolve of this.loadWaiters.splice(0)) resolve();
      }
    });
  }

  send(method, params = {}) {
    return this.browser.send(method, params, this.sessionId);
  }

  /** Loads `url` and waits for its load event. */
  async goto(url) {
    const loaded = new Promise((resolve) => this.loadWaiters.push(resolve));
    const { errorText } = await this.send('Page.navigate', { url });
    if (errorText) throw new Error(`navigate ${url}: ${errorText}`);
    await loaded;
  }

  /** Evaluates `expression` in the page (awaiting a promise it gives); resolves its value as JSON. */
  async evaluate(expression) {
    const result = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, userGesture: true });
    if (result.exceptionDetails) {
      const details = result.exceptionDetails;
      throw new Error(`evaluate: ${details.exception?.description ?? details.text}`);
    }
    return result.result.value;
  }

  /**
   * Sends one mouse event (pointer events follow from it): `type` is pressed, moved or released.
   * `timestamp` (seconds since the epoch, optional) becomes the events' time, so a gesture's
   * speed can be given exactly rather than left to the harness's timing.
   */
  mouse(type, x, y, { buttons = type === 'released' ? 0 : 1, timestamp = undefined } = {}) {
    const kinds = { pressed: 'mousePressed', moved: 'mouseMoved', released: 'mouseReleased' };
    const params = { type: kinds[type], x, y, button: type === 'moved' && buttons === 0 ? 'none' : 'left', buttons, clickCount: type === 'moved' ? 0 : 1 };
    if (timestamp !== undefined) params.timestamp = timestamp;
    return this.send('Input.dispatchMouseEvent', params);
  }

  /** A click at (x, y): press and release. */
  async click(x, y) {
    await this.mouse('moved', x, y, { buttons: 0 });
    await this.mouse('pressed', x, y);
    await this.mouse('released', x, y);
  }

  /** Emulates `prefers-reduced-motion` ('reduce' or 'no-preference'). */
  reduceMotion(value) {
    return this.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });
  }

  /** A PNG of the viewport (or of `clip`, a page rectangle {x, y, width, height}) as a Buffer. */
  async screenshot(clip = undefined) {
    const params = { format: 'png' };
    if (clip) params.clip = { ...clip, scale: 1 };
    const { data } = await this.send('Page.captureScreenshot', params);
    return Buffer.from(data, 'base64');
  }

  /** Closes the page. */
  close() {
    return this.browser.send('Target.closeTarget', { targetId: this.targetId });
  }
}

/** Resolves after `milliseconds`. */
export function sleep(milliseconds) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
