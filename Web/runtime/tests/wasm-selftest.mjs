// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// Runs the runtime's wasm self-test (wasm-selftest.c) under node: `node wasm-selftest.mjs FILE`.
import { readFileSync } from 'node:fs';

const bytes = readFileSync(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, {});
const failures = instance.exports.selftest();
const pages = Number(instance.exports.heap_pages());
console.log(`wasm runtime: selftest ${failures === 0 ? 'passed' : `failed (${failures})`}, heap ${pages} pages of 64 KiB`);
process.exit(failures === 0 ? 0 : 1);
