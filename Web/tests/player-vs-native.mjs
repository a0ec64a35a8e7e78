// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// A document's choreography played, scrubbed, reversed and released: natively (`popkit trace
// DOCUMENT --choreography NAME --script S`, PopKit's ChoreographyPlayer) and by the wasm engine's
// player under node, driven by the same render times and commands. Every value and velocity
// the player writes must agree within 1e-12 · max(|native|, 1), on the same frames, with the
// same end. Usage: node player-vs-native.mjs POPKIT_BINARY MODULE_PATH

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [popkit, modulePath] = process.argv.slice(2);
if (!popkit || !modulePath) {
  console.error('usage: node player-vs-native.mjs POPKIT_BINARY MODULE_PATH');
  process.exit(2);
}
const { load } = await import(pathToFileURL(modulePath).href);
const engine = await load();
const documentPath = new URL('./documents/stage.json', import.meta.url);
const documentText = readFileSync(documentPath, 'utf8');

const scenarios = [
  { name: 'played to its end', script: '0:play' },
  { name: 'sought while playing, reversed, released to the end', script: '0:play; 0.3:seek 0.1; 0.5:reverse; 0.6:release end 2.5' },
  { name: 'scrubbed and released to the nearest end', script: '0:progress 0.2; 0.1:progress 0.45; 0.2:progress 0.4; 0.25:release nearest -1.5' },
  { name: 'rate changes, pause and play', script: '0:play; 0.2:rate 0.5; 0.4:pause; 0.5:play; 0.6:rate -2' },
  { name: 'a release during a release keeps its velocity', script: '0:play; 0.3:release start; 0.45:release end' },
  { name: 'released without a velocity while playing, then stopped', script: '0:play; 0.25:release nearest; 0.4:stop' },
  { name: 'sought beyond the end and played backwards', script: '0:seek 5; 0.1:rate -1; 0.2:play' },
  { name: 'a bouncy release overshooting the end', script: '0:progress 0.8; 0.05:release end 12' },
  { name: 'reduced motion plays the reduced variant', script: '0:play', reduced: true },
];

function parseScript(script) {
  return script.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const colon = part.indexOf(':');
    const [action, ...args] = part.slice(colon + 1).trim().split(/\s+/);
    return { time: Number(part.slice(0, colon)), action, args };
  });
}

function give(player, { action, args }) {
  switch (action) {
    case 'play': player.play(); break;
    case 'pause': player.pause(); break;
    case 'reverse': player.reverse(); break;
    case 'stop': player.stop(); break;
    case 'seek': player.seek(Number(args[0])); break;
    case 'progress': player.progress = Number(args[0]); break;
    case 'rate': player.rate = Number(args[0]); break;
    case 'release': player.release({ to: args[0], ...(args[1] === undefined ? {} : { velocity: Number(args[1]) }) }); break;
    default: throw new Error(`unknown command ${action}`);
  }
}

let failures = 0;
let compared = 0;
let identical = 0;
let worst = 0;
for (const scenario of scenarios) {
  const args = ['trace', documentPath.pathname, '--choreography', 'open', '--script', scenario.script, '--format', 'json'];
  if (scenario.reduced) args.push('--reduced-motion');
  const native = JSON.parse(execFileSync(popkit, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const animator = engine.createAnimator();
  animator.reducesMotion = scenario.reduced === true;
  let written = new Map();
  const player = animator.play(documentText, 'open', (target, property, values) => {
    written.set(`${target} ${property}`, values);
  });
  player.pause();
  player.seek(0);
  // The trace's player starts paused with every property at its time-0 value; commands follow.
  const commands = parseScript(scenario.script);
  let next = 0;
  const problems = [];
  // The answer a task waiting since the last command gets, and the one asked at rest.
  let waited = 'never answered';
  for (const frame of native.frames) {
    let commanded = false;
    while (next < commands.length && commands[next].time <= frame.time) {
      give(player, commands[next++]);
      commanded = true;
    }
    if (commanded) {
      waited = 'never answered';
      player.finished.then((end) => { waited = end; });
    }
    written = new Map();
    animator.render(frame.time);
    const lanes = new Map(player.lanes().map((lane) => [`${lane.target} ${lane.property}`, lane]));
    for (const property of frame.properties) {
      const key = `${property.target} ${property.property}`;
      const wroteVelocity = property.velocity.some((value) => value !== 0);
      const wasWritten = written.has(key);
      if (!wasWritten) {
        if (wroteVelocity) problems.push(`frame ${frame.frame} ${key}: native wrote, the wasm did not`);
        continue;
      }
      const lane = lanes.get(key);
      const pairs = [
        ...property.value.map((value, index) => [value, written.get(key)[index], 'value']),
        ...property.velocity.map((value, index) => [value, lane.velocity[index], 'velocity']),
      ];
      for (const [expected, actual, what] of pairs) {
        compared += 1;
        if (Object.is(expected, actual)) identical += 1;
        const error = Math.abs(expected - actual) / Math.max(Math.abs(expected), 1);
        worst = Math.max(worst, error);
        if (!(error <= 1e-12)) problems.push(`frame ${frame.frame} ${key} ${what}: native ${expected}, wasm ${actual}`);
      }
    }
  }
  await Promise.resolve();
  const lastFrame = native.frames.length;
  const atRest = await player.finished;
  if (native.finished !== null && (atRest !== native.finished || waited !== native.finished)) {
    problems.push(`native finished at ${native.finished}; the wasm player's finished gave ${waited} (waiting) and ${atRest} (at rest)`);
  }
  if (native.finished === null && player.isPlaying) problems.push('native rests between the ends; the wasm player still plays');
  if (problems.length > 0) {
    failures += 1;
    console.log(`FAIL ${scenario.name} (${lastFrame} frames): ${problems.slice(0, 4).join('; ')}${problems.length > 4 ? ` … ${problems.length} in all` : ''}`);
  } else {
    console.log(`ok   ${scenario.name}: ${lastFrame} frames`);
  }
}
console.log(`player-vs-native: ${compared} numbers compared, ${(100 * identical / compared).toFixed(1)} % bit-identical, worst relative difference ${worst.toExponential(2)}`);
if (failures > 0) {
  console.log(`player-vs-native: ${failures} scenario(s) failed`);
  process.exit(1);
}
