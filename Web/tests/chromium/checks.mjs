// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The Chromium tests' bookkeeping: named checks, failures printed as they happen, measured
// figures printed as the tests report them, and the comparisons the tests share.

import { sleep } from './cdp.mjs';

/** Evaluates `expression` in the page every 25 ms until it is truthy or `timeout` ms pass. */
export async function waitFor(page, expression, timeout = 5000) {
  const started = Date.now();
  for (;;) {
    const value = await page.evaluate(expression);
    if (value) return { value, waited: Date.now() - started };
    if (Date.now() - started > timeout) return { value, waited: Date.now() - started, timedOut: true };
    await sleep(25);
  }
}

export class Checks {
  failures = 0;
  count = 0;
  #suite = '';

  /** Names the tests that follow in what is printed. */
  suite(name) {
    this.#suite = name;
    console.log(`-- ${name}`);
  }

  /** Records a check: passes when `condition` is true; `what` says what was expected and seen. */
  check(condition, what) {
    this.count += 1;
    if (!condition) {
      this.failures += 1;
      console.log(`FAIL [${this.#suite}] ${what}`);
    }
    return condition;
  }

  /** Prints a measured figure. */
  measured(text) {
    console.log(`   ${text}`);
  }
}

/**
 * How far `shown` (a number as Chromium prints it, 6 significant digits) is from `exact`, in
 * units of `exact`'s 6th significant digit: 0.5 or less means `shown` is `exact` rounded to 6
 * significant digits.
 */
export function sixthDigitUnits(shown, exact) {
  if (exact === 0) return shown === 0 ? 0 : Infinity;
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(exact))) - 5);
  return Math.abs(shown - exact) / unit;
}

/** The numbers of a computed `transform` (`matrix(a, b, c, d, e, f)`; `none` is the identity). */
export function matrixNumbers(transform) {
  if (transform === 'none') return [1, 0, 0, 1, 0, 0];
  const match = /^matrix\(([^)]*)\)$/.exec(transform);
  if (!match) return null;
  return match[1].split(',').map(Number);
}

/**
 * The matrix `translate(x, y) rotate(degrees) scale(sx, sy)` makes, as CSS lists it
 * (a, b, c, d, e, f): computed here from the engine's values, independently of the page.
 */
export function expectedMatrix({ x = 0, y = 0, rotate = 0, scale = 1, scaleX = 1, scaleY = 1 }) {
  const angle = (rotate * Math.PI) / 180;
  const sx = scale * scaleX;
  const sy = scale * scaleY;
  return [Math.cos(angle) * sx, Math.sin(angle) * sx, -Math.sin(angle) * sy, Math.cos(angle) * sy, x, y];
}

// Blink keeps lengths, angles, scales and opacity in single precision on their way to the
// computed matrix, so a value whose 7th digit is a 5 can print rounded the other way: allowed
// on top of the half unit, 8 single-precision epsilons (2^-21) of max(|value|, 1), in units of
// the value's 6th digit.
export function singlePrecisionUnits(engine) {
  if (engine === 0) return 0;
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(engine))) - 5);
  return (2 ** -21 * Math.max(Math.abs(engine), 1)) / unit;
}
