// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// Runs the runtime's wasm self-test (wasm-selftest.c) under node: `node wasm-selftest.mjs FILE`.
// Also compares the wasm's exp, expm1, sin and cos with node's Math on 200,000 arguments each:
// within 1e-15 relative (both are within a few units in the last place of the exact value).
import { readFileSync } from 'node:fs';

const bytes = readFileSync(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, { math: { sin: Math.sin, cos: Math.cos } });
const exports = instance.exports;
let failures = exports.selftest();
const pages = Number(exports.heap_pages());
let worst = 0;
// A fixed sequence (a 32-bit xorshift), the same every run.
let seed = 2463534242;
const random = () => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
};
const ranges = [['exp', Math.exp, -700, 700], ['expm1', Math.expm1, -30, 30],
  ['sin', Math.sin, -1e4, 1e4], ['cos', Math.cos, -1e4, 1e4], ['sin', Math.sin, -3e6, 3e6]];
for (const [name, reference, low, high] of ranges) {
  for (let i = 0; i < 200000; i++) {
    const x = low + (high - low) * random();
    const ours = exports[`${name}_of`](x);
    const theirs = reference(x);
    const error = Math.abs(ours - theirs) / Math.max(Math.abs(theirs), 1e-300);
    if (!(error <= 1e-15)) {
      if (failures < 5) console.log(`${name}(${x}) = ${ours}, node's ${theirs}`);
      failures++;
    }
    worst = Math.max(worst, error);
  }
}
console.log(`wasm runtime: selftest ${failures === 0 ? 'passed' : `failed (${failures})`}, heap ${pages} pages of 64 KiB, math within ${worst.toExponential(2)} of node's`);
process.exit(failures === 0 ? 0 : 1);
