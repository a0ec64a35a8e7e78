// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// PopKit on the web: the ES module that loads PopKit's WebAssembly engine (popkit.wasm, compiled
// from PopKit's Swift core) and gives it to JavaScript. Every motion's physics, curve and done
// rule runs in the wasm; this module only checks input, moves numbers across, runs the frame loop
// and writes the DOM. Declarations: popkit.d.ts.

const MODELS = [
  { keys: ['tension', 'friction', 'mass'], pair: ['tension', 'friction'] },
  { keys: ['stiffness', 'damping', 'mass'], pair: ['stiffness', 'damping'] },
  { keys: ['bounciness', 'speed'], pair: ['bounciness', 'speed'] },
  { keys: ['dampingRatio', 'response', 'mass'], pair: ['dampingRatio', 'response'] },
  { keys: ['duration', 'bounce', 'mass'], pair: ['duration', 'bounce'] },
];

// The rule each model's numbers follow (checked in the wasm; the text names it).
const MODEL_RULES = [
  ['finite and >= 0', 'finite and >= 0', 'finite and > 0'],
  ['finite and >= 0', 'finite and >= 0', 'finite and > 0'],
  ['in 0...42.5', 'finite and >= 0'],
  ['finite and >= 0', 'finite and > 0', 'finite and > 0'],
  ['finite and > 0', 'in (-1, 1]', 'finite and > 0'],
];

// In the order of the engine's presets (Web/engine/WebCurve.swift).
const CURVE_NAMES = [
  'linear', 'easeIn', 'easeOut', 'easeInEaseOut', 'default',
  'easeInBack', 'easeOutBack', 'easeInOutBack',
  'easeInElastic', 'easeOutElastic', 'easeInOutElastic',
  'easeInBounce', 'easeOutBounce', 'easeInOutBounce',
];
const CSS_CURVES = { ease: 'default', 'ease-in': 'easeIn', 'ease-out': 'easeOut', 'ease-in-out': 'easeInEaseOut' };
const JUMPS = { 'jump-start': 0, start: 0, 'jump-end': 1, end: 1, 'jump-none': 2, 'jump-both': 3 };
const MODES = { in: 0, out: 1, inOut: 2 };

const DEFAULT_THRESHOLD = 0.01;
const MAX_COMPONENTS = 16;

function fail(message) {
  throw new Error(message);
}

function show(value) {
  if (typeof value === 'number') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

// A number or an array of 1...16 finite numbers, as an array, with whether it was a number.
function vector(value, place) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(`${place}: must be finite; got ${show(value)}`);
    return { components: [value], scalar: true };
  }
  if (!Array.isArray(value)) fail(`${place}: must be a number or an array of numbers; got ${show(value)}`);
  if (value.length < 1 || value.length > MAX_COMPONENTS) {
    fail(`${place}: must have 1 to ${MAX_COMPONENTS} components; got ${value.length}`);
  }
  value.forEach((component, index) => {
    if (typeof component !== 'number' || !Number.isFinite(component)) {
      fail(`${place}[${index}]: must be a finite number; got ${show(component)}`);
    }
  });
  return { components: value.slice(), scalar: false };
}

function matching(value, place, like, likePlace) {
  const result = vector(value, place);
  if (result.components.length !== like.components.length || result.scalar !== like.scalar) {
    const count = like.scalar ? 'a number' : `${like.components.length} components`;
    fail(`${place}: must be ${count}, as ${likePlace} is`);
  }
  return result;
}

function optionalNumber(options, key, place, fallback) {
  const value = options[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value)) fail(`${place}.${key}: must be a number; got ${show(value)}`);
  return value;
}

function checkObject(options, place) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    fail(`${place}: give an options object`);
  }
}

// The spring model named by an options object: its index and three numbers.
function springModel(options, place) {
  const given = MODELS.map((model, index) => ({ model, index }))
    .filter(({ model }) => model.pair.some((key) => options[key] !== undefined));
  if (given.length > 1) fail(`${place}: give one model, not two (${given.map(({ model }) => model.pair.join('/')).join(' and ')})`);
  if (given.length === 0) {
    if (options.mass !== undefined) fail(`${place}.mass: give it with a model (tension and friction, stiffness and damping, …)`);
    return { index: 2, numbers: [4, 12, 1], keys: MODELS[2].keys };
  }
  const { model, index } = given[0];
  for (const key of model.pair) {
    if (options[key] === undefined) fail(`${place}.${key}: required with ${model.pair.find((other) => other !== key)}`);
  }
  if (index === 2 && options.mass !== undefined) fail(`${place}.mass: the bounciness model has no mass`);
  const numbers = model.keys.map((key) => optionalNumber(options, key, place, key === 'mass' ? 1 : NaN));
  while (numbers.length < 3) numbers.push(1);
  return { index, numbers, keys: model.keys };
}

// A curve option: its kind (0 preset, 1 cubic-bezier, 2 back, 3 elastic, 4 steps) and numbers.
function curveOf(curve, place) {
  if (curve === undefined) return { kind: 0, numbers: [4, 0, 0, 0], names: ['curve'] };
  if (Array.isArray(curve)) {
    if (curve.length !== 4 || curve.some((value) => typeof value !== 'number')) {
      fail(`${place}: must be a name or [x1, y1, x2, y2]; got ${show(curve)}`);
    }
    return { kind: 1, numbers: curve.slice(), names: ['x1', 'y1', 'x2', 'y2'].map((name) => `${place}.${name}`) };
  }
  if (typeof curve !== 'string') fail(`${place}: must be a name or [x1, y1, x2, y2]; got ${show(curve)}`);
  const text = curve.trim();
  const name = CSS_CURVES[text] ?? text;
  const preset = CURVE_NAMES.indexOf(name);
  if (preset >= 0) return { kind: 0, numbers: [preset, 0, 0, 0], names: [place] };
  if (text === 'step-start') return { kind: 4, numbers: [1, 0, 0, 0], names: [`${place} steps`] };
  if (text === 'step-end') return { kind: 4, numbers: [1, 1, 0, 0], names: [`${place} steps`] };
  const call = /^([a-z-]+)\((.*)\)$/.exec(text);
  if (call) {
    const args = call[2].split(',').map((part) => part.trim());
    const numberAt = (index) => {
      const value = Number(args[index]);
      if (args[index] === undefined || args[index] === '' || Number.isNaN(value)) {
        fail(`${place}: ${call[1]}() argument ${index + 1} must be a number; got ${show(args[index])}`);
      }
      return value;
    };
    const modeAt = (index) => {
      const mode = MODES[args[index]];
      if (mode === undefined) fail(`${place}: ${call[1]}() argument ${index + 1} must be in, out or inOut; got ${show(args[index])}`);
      return mode;
    };
    switch (call[1]) {
      case 'cubic-bezier':
        if (args.length !== 4) fail(`${place}: cubic-bezier() takes 4 numbers; got ${args.length}`);
        return { kind: 1, numbers: [0, 1, 2, 3].map(numberAt), names: ['x1', 'y1', 'x2', 'y2'].map((key) => `${place}.${key}`) };
      case 'steps': {
        const jump = args.length > 1 ? JUMPS[args[1]] : 1;
        if (jump === undefined) fail(`${place}: steps() jump must be jump-start, jump-end, jump-none, jump-both, start or end; got ${show(args[1])}`);
        return { kind: 4, numbers: [numberAt(0), jump, 0, 0], names: [`${place} steps count`, `${place} steps jump`] };
      }
      case 'back':
        return { kind: 2, numbers: [args.length > 1 ? numberAt(1) : 1.70158, modeAt(0), 0, 0], names: [`${place} back overshoot`, `${place} back mode`] };
      case 'elastic':
        return {
          kind: 3,
          numbers: [args.length > 1 ? numberAt(1) : 1, args.length > 2 ? numberAt(2) : (args[0] === 'inOut' ? 0.45 : 0.3), modeAt(0), 0],
          names: [`${place} elastic amplitude`, `${place} elastic period`, `${place} elastic mode`],
        };
      case 'bounce':
        return { kind: 0, numbers: [[11, 12, 13][modeAt(0)], 0, 0, 0], names: [place] };
      default:
        break;
    }
  }
  fail(`${place}: unknown curve ${show(curve)}; give ${CURVE_NAMES.join(', ')}, a CSS easing (ease, cubic-bezier(…), steps(…)) or [x1, y1, x2, y2]`);
}

const CURVE_RULES = {
  1: ['in 0...1', 'finite', 'in 0...1', 'finite'],
  2: ['in 0...1e6', 'in, out or inOut'],
  3: ['in 1...1e6', 'finite and > 0', 'in, out or inOut'],
  4: ['a whole number >= 1 (>= 2 with jump-none)', 'a jump'],
};

class Engine {
  constructor(instance) {
    this.exports = instance.exports;
    this.memory = instance.exports.memory;
    this.scratchAddress = this.exports.popkit_scratch();
    this.view = null;
  }

  get scratch() {
    if (this.view === null || this.view.buffer !== this.memory.buffer) {
      this.view = new Float64Array(this.memory.buffer, this.scratchAddress, 64);
    }
    return this.view;
  }
}

const releasedMotions = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(({ engine, handle, animator }) => engine.exports.popkit_motion_free(handle, animator))
  : null;

const releasedAnimators = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(({ engine, handle }) => engine.exports.popkit_animator_free(handle))
  : null;

class Motion {
  #engine;
  #animator;
  #handle;
  #count;
  #scalar;
  #kind;
  #finished;
  #settle = null;

  constructor(engine, animator, handle, count, scalar, kind) {
    this.#engine = engine;
    this.#animator = animator;
    this.#handle = handle;
    this.#count = count;
    this.#scalar = scalar;
    this.#kind = kind;
    this.#newRun();
    releasedMotions?.register(this, { engine, handle, animator: animator.handle });
  }

  #newRun() {
    this.#finished = new Promise((resolve) => {
      this.#settle = resolve;
    });
  }

  #read(offset) {
    const phase = this.#engine.exports.popkit_motion_read(this.#handle);
    if (offset < 0) return phase;
    const scratch = this.#engine.scratch;
    if (this.#scalar) return scratch[offset];
    return Array.from(scratch.subarray(offset, offset + this.#count));
  }

  /** The value now: a number for a motion made from numbers, an array for one made from arrays. */
  get value() { return this.#read(0); }

  /** The velocity now, in units per second. */
  get velocity() { return this.#read(16); }

  /** Whether the motion has ended (finished on its target, or stopped). */
  get isDone() { return this.#read(-1) >= 2; }

  /** Resolves `true` when the motion finishes on its target, `false` when it is stopped. */
  get finished() { return this.#finished; }

  /** The motion's handle in the engine (internal). */
  get handle() { return this.#handle; }

  /** Moves the target, keeping the value and the velocity (spring and basic motions). */
  retarget(to) {
    if (this.#kind === 'decay') fail('retarget: a decay has no target to move');
    const target = matching(to, 'retarget.to', { components: new Array(this.#count), scalar: this.#scalar }, 'the motion');
    const wasDone = this.isDone;
    if (wasDone && this.#read(-1) === 3) fail('retarget: the motion was stopped');
    this.#engine.scratch.set(target.components, 32);
    this.#engine.exports.popkit_motion_retarget(this.#handle, this.#animator.handle);
    if (wasDone) {
      this.#newRun();
      this.#animator._revived(this);
    }
  }

  /** Stops the motion where it is; `finished` resolves `false`. */
  stop() {
    if (this.isDone) return;
    this.#engine.exports.popkit_motion_stop(this.#handle, this.#animator.handle);
    this.#ended();
  }

  /** Called by the animator when the motion ended on a frame (or was stopped). */
  _ended() { this.#ended(); }

  #ended() {
    const phase = this.#read(-1);
    this.#settle?.(phase === 2);
    this.#settle = null;
  }
}

class Animator {
  #engine;
  #motions = new Map();
  // The players that move, held while they do (as a native animator keeps a moving player).
  #players = new Map();
  #frameListeners = new Set();
  #clients = new Set();
  #lastClock = null;
  #clock;
  #scale = 1;
  #frame = null;

  #pageReducesMotion;
  #reducesMotion = null;
  #appliedReduction = false;

  constructor(engine, clock, pageReducesMotion = () => false) {
    this.#engine = engine;
    this.#clock = clock;
    this.#pageReducesMotion = pageReducesMotion;
    this.handle = engine.exports.popkit_animator_create();
    releasedAnimators?.register(this, { engine, handle: this.handle });
  }

  /** Renders a frame at `time` (seconds); a non-finite time is ignored. */
  render(time) {
    if (typeof time !== 'number' || !Number.isFinite(time)) return;
    const exports = this.#engine.exports;
    const reduces = this.reducesMotion;
    if (reduces !== this.#appliedReduction) {
      exports.popkit_animator_set_reduced(this.handle, reduces ? 1 : 0);
      this.#appliedReduction = reduces;
    }
    exports.popkit_animator_render(this.handle, time);
    this.#lastClock = this.#lastClock === null ? time : Math.max(this.#lastClock, time);
    const ended = exports.popkit_animator_ended_count(this.handle);
    for (let index = 0; index < ended; index += 1) {
      const handle = exports.popkit_animator_ended(this.handle, index);
      const motion = this.#motions.get(handle)?.deref();
      this.#motions.delete(handle);
      motion?._ended();
    }
    const written = exports.popkit_animator_written_count(this.handle);
    for (let index = 0; index < written; index += 1) {
      this.#players.get(exports.popkit_animator_written(this.handle, index))?._frame();
    }
    for (const [handle, player] of this.#players) if (!player._isMoving) this.#players.delete(handle);
    for (const listener of this.#frameListeners) listener();
    for (const client of this.#clients) client.frame(this.timeAt(time));
  }

  /** The animator time (seconds, by the duration scale) at a clock time. */
  timeAt(clock) { return this.#engine.exports.popkit_animator_time(this.handle, clock); }

  /** The clock time of the latest frame rendered, or null before any. */
  get lastFrameTime() { return this.#lastClock; }

  /**
   * The animator time a command given now takes effect at, as native `Animator.commandInstant`:
   * the latest frame's; with an idle frame clock, the clock's time now; NaN before any frame (the
   * first frame's).
   */
  _commandTime() {
    if (this.#clock === 'frame' && this.#frame === null && typeof performance === 'object') {
      return this.timeAt(performance.now() / 1000);
    }
    return this.#lastClock === null ? Number.NaN : this.timeAt(this.#lastClock);
  }

  /** Adds a client moved on every frame (internal: layouts); it keeps the frame loop going while it moves. */
  _addClient(client) {
    this.#clients.add(client);
    this._needsFrames();
  }

  /** Removes a client (internal). */
  _removeClient(client) { this.#clients.delete(client); }

  /** Whether any motion waits or runs. */
  get isMoving() {
    if (this.#engine.exports.popkit_animator_count(this.handle) > 0) return true;
    if (this.#engine.exports.popkit_animator_players_moving(this.handle) > 0) return true;
    for (const client of this.#clients) if (client.isMoving) return true;
    return false;
  }

  /** Animator seconds pass `1 / durationScale` times as fast as the clock's: 0, or in 1e-6...1e6. */
  get durationScale() { return this.#scale; }

  set durationScale(scale) {
    if (typeof scale !== 'number' || this.#engine.exports.popkit_animator_set_scale(this.handle, scale) !== 0) {
      fail(`durationScale: must be 0 or in 1e-6...1e6; got ${show(scale)}`);
    }
    this.#scale = scale;
  }

  /** A spring from `from` toward `to`. */
  spring(options) {
    checkObject(options, 'spring');
    const from = vector(options.from, 'spring.from');
    const to = matching(options.to, 'spring.to', from, 'spring.from');
    const velocity = options.velocity === undefined
      ? { components: from.components.map(() => 0) }
      : matching(options.velocity, 'spring.velocity', from, 'spring.from');
    const model = springModel(options, 'spring');
    const threshold = optionalNumber(options, 'threshold', 'spring', DEFAULT_THRESHOLD);
    const scratch = this.#engine.scratch;
    scratch.set(from.components, 0);
    scratch.set(velocity.components, 16);
    scratch.set(to.components, 32);
    const handle = this.#engine.exports.popkit_spring(this.handle, from.components.length, model.index, ...model.numbers, threshold);
    if (handle <= -11 && handle >= -13) {
      const position = -handle - 11;
      const key = model.keys[position];
      fail(`spring.${key}: must be ${MODEL_RULES[model.index][position]}; got ${show(model.numbers[position])}`);
    }
    return this.#made(handle, from, 'spring', threshold, 'spring');
  }

  /** A fling from `from` at `velocity`, slowing by `deceleration` per millisecond. */
  decay(options) {
    checkObject(options, 'decay');
    const from = vector(options.from, 'decay.from');
    if (options.velocity === undefined) fail('decay.velocity: required');
    const velocity = matching(options.velocity, 'decay.velocity', from, 'decay.from');
    const deceleration = optionalNumber(options, 'deceleration', 'decay', 0.998);
    const threshold = optionalNumber(options, 'threshold', 'decay', DEFAULT_THRESHOLD);
    let bounds = null;
    if (options.bounds !== undefined) {
      if (!Array.isArray(options.bounds) || options.bounds.length !== 2 || options.bounds.some((value) => typeof value !== 'number')) {
        fail(`decay.bounds: must be [lower, upper]; got ${show(options.bounds)}`);
      }
      bounds = options.bounds;
    }
    const scratch = this.#engine.scratch;
    scratch.set(from.components, 0);
    scratch.set(velocity.components, 16);
    const handle = this.#engine.exports.popkit_decay(
      this.handle, from.components.length, deceleration, threshold, bounds ? 1 : 0, bounds ? bounds[0] : 0, bounds ? bounds[1] : 0);
    if (handle === -21) fail(`decay.deceleration: must be in (0, 1); got ${show(deceleration)}`);
    if (handle === -22) fail(`decay.bounds: lower must be at most upper, lower below Infinity, upper above -Infinity; got ${show(bounds)}`);
    return this.#made(handle, from, 'decay', threshold, 'decay');
  }

  /** A timed motion from `from` to `to` over `duration` seconds, eased by `curve`. */
  basic(options) {
    checkObject(options, 'basic');
    const from = vector(options.from, 'basic.from');
    const to = matching(options.to, 'basic.to', from, 'basic.from');
    if (options.duration === undefined) fail('basic.duration: required');
    const duration = optionalNumber(options, 'duration', 'basic', NaN);
    const curve = curveOf(options.curve, 'basic.curve');
    const threshold = optionalNumber(options, 'threshold', 'basic', DEFAULT_THRESHOLD);
    const scratch = this.#engine.scratch;
    scratch.set(from.components, 0);
    scratch.set(to.components, 32);
    const handle = this.#engine.exports.popkit_basic(this.handle, from.components.length, duration, curve.kind, ...curve.numbers, threshold);
    if (handle === -23) fail(`basic.duration: must be finite and >= 0; got ${show(duration)}`);
    if (handle <= -11 && handle >= -14) {
      const position = -handle - 11;
      const rule = curve.kind === 0 ? 'a known curve' : CURVE_RULES[curve.kind][position];
      fail(`${curve.names[position] ?? 'basic.curve'}: must be ${rule}; got ${show(curve.numbers[position])}`);
    }
    return this.#made(handle, from, 'basic', threshold, 'basic');
  }

  #made(handle, from, kind, threshold, place) {
    if (handle === -20) fail(`${place}.threshold: must be > 0 and <= 1e9; got ${show(threshold)}`);
    if (handle <= 0) fail(`${place}: refused by the engine (code ${handle})`);
    const motion = new Motion(this.#engine, this, handle, from.components.length, from.scalar, kind);
    this.#motions.set(handle, new WeakRef(motion));
    this._needsFrames();
    return motion;
  }

  /**
   * Plays a choreography of a motion document (an object or its JSON text) from its start,
   * calling `write(target, property, values)` for each of its properties on every frame the
   * player writes. Under reduced motion a choreography's reduced variant plays instead.
   */
  play(document, choreography, write) {
    if (typeof write !== 'function') fail('play: give a write(target, property, values) function');
    const plan = docChoreography(document, choreography, this.reducesMotion);
    const handle = buildPlayer(this.#engine, this.handle, plan);
    const player = new Player(this.#engine, this, handle, plan.lanes, write);
    player.play();
    return player;
  }

  /** Holds a player while it moves and asks for frames (internal). */
  _keepPlayer(handle, player) {
    if (!player._isMoving) return;
    this.#players.set(handle, player);
    this._needsFrames();
  }

  /** Registers a motion made again by a retarget after its end (internal). */
  _revived(motion) {
    this.#motions.set(motion.handle, new WeakRef(motion));
    this._needsFrames();
  }

  /** Calls `listener` after every frame (internal: the DOM writes). */
  _onFrame(listener) { this.#frameListeners.add(listener); }

  /**
   * Whether motion is reduced: every motion ends at once on its target on its next frame. It
   * follows the page's `prefers-reduced-motion` (as native animators follow the system's) until
   * set; `null` follows the page again.
   */
  get reducesMotion() { return this.#reducesMotion ?? this.#pageReducesMotion(); }

  set reducesMotion(reduces) {
    if (reduces !== null && typeof reduces !== 'boolean') fail(`reducesMotion: must be true, false or null; got ${show(reduces)}`);
    this.#reducesMotion = reduces;
  }

  /** With a frame clock: asks for frames while anything moves. */
  _needsFrames() {
    if (this.#clock !== 'frame' || this.#frame !== null || typeof requestAnimationFrame !== 'function') return;
    const tick = (timestamp) => {
      this.#frame = null;
      this.render(timestamp / 1000);
      if (this.isMoving) this.#frame = requestAnimationFrame(tick);
    };
    this.#frame = requestAnimationFrame(tick);
  }
}

// Motion documents (docs/motion-format.md): read here (names, references, number ranges, with
// the document's own messages), built into tracks and played by the engine's core.
const DOC_MAGNITUDE = 1e12;
const DOC_TIME = 1e6;
const DOC_STEP = 1e-6;
const DOC_FORMAT = 1;
const DOC_PROPERTIES = { x: 1, y: 1, position: 2, scale: 1, scaleX: 1, scaleY: 1, rotation: 1, opacity: 1, color: 4, width: 1, height: 1, cornerRadius: 1 };
const COMPONENT_RULE = 'finite with magnitude at most 1e12';
const TIME_RULE = 'in 0...1e6 seconds (Choreography.maximumDuration)';
const STEP_RULE = '0 or in 1e-6...1e6 seconds';
// A document's spring models: [key, second key, its default, has mass, engine model, numbers' order].
const DOC_SPRINGS = {
  bounciness: { second: 'speed', fallback: 12, mass: false, model: 2, order: ['bounciness', 'speed'] },
  duration: { second: 'bounce', fallback: 0, mass: true, model: 4, order: ['duration', 'bounce', 'mass'] },
  tension: { second: 'friction', fallback: undefined, mass: true, model: 0, order: ['tension', 'friction', 'mass'] },
  stiffness: { second: 'damping', fallback: undefined, mass: true, model: 1, order: ['stiffness', 'damping', 'mass'] },
  response: { second: 'dampingRatio', fallback: undefined, mass: true, model: 3, order: ['dampingRatio', 'response', 'mass'] },
};
const DOC_SPRING_RULES = {
  bounciness: [0, 42.5, 'in 0...42.5'], speed: [0, 1000, 'in 0...1000'], tension: [0, 1e9, 'in 0...1e9'],
  friction: [0, 1e9, 'in 0...1e9'], stiffness: [0, 1e9, 'in 0...1e9'], damping: [0, 1e9, 'in 0...1e9'],
  response: [0.001, 1000, 'in 0.001...1000'], duration: [0.001, 1000, 'in 0.001...1000'],
  dampingRatio: [0, 1000, 'in 0...1000'], mass: [1e-6, 1e6, 'in 1e-6...1e6'],
};

function docFail(place, rule) { fail(`${place}: ${rule}`); }

function docObject(value, place) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) docFail(place, 'must be an object');
  return value;
}

function docNumber(value, place, accepts = Number.isFinite, rule = 'finite') {
  if (typeof value !== 'number') docFail(place, 'must be a number');
  if (!Number.isFinite(value) || !accepts(value)) docFail(place, `must be ${rule}`);
  return value;
}

const isComponent = (value) => Math.abs(value) <= DOC_MAGNITUDE;
const isTime = (value) => value >= 0 && value <= DOC_TIME;
const isStep = (value) => value === 0 || (value >= DOC_STEP && value <= DOC_TIME);

// A value: a number, 1 to 4 numbers, or a "#RRGGBB(AA)" colour, as components.
function docValue(value, place) {
  if (typeof value === 'number') return [docNumber(value, place, isComponent, COMPONENT_RULE)];
  if (typeof value === 'string') {
    const hex = /^#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$/.exec(value);
    if (hex === null) docFail(place, 'must be a number, an array of numbers or a "#RRGGBB" colour');
    const digits = hex[1] + (hex[2] ?? 'ff');
    return [0, 2, 4, 6].map((at) => Number.parseInt(digits.slice(at, at + 2), 16) / 255);
  }
  if (!Array.isArray(value)) docFail(place, 'must be a number, an array of numbers or a "#RRGGBB" colour');
  if (value.length < 1 || value.length > 4) docFail(place, 'must have 1 to 4 components');
  return value.map((item, index) => docNumber(item, `${place}[${index}]`, isComponent, COMPONENT_RULE));
}

function docReference(value, place, table, tablePlace, kind, inline) {
  if (typeof value === 'string') {
    const named = table?.[value];
    if (named !== undefined) return inline(named, `${tablePlace}.${value}`);
    return null;
  }
  return inline(value, place);
}

// A spring in any model: the engine's model and its three numbers.
function docSpring(value, place) {
  docObject(value, place);
  const given = Object.keys(DOC_SPRINGS).filter((key) => value[key] !== undefined);
  if (given.length !== 1) {
    docFail(place, given.length === 0
      ? 'must give one spring model: bounciness, duration, tension, stiffness or response'
      : `gives more than one spring model (${given.join(', ')})`);
  }
  const model = DOC_SPRINGS[given[0]];
  const numbers = { [given[0]]: value[given[0]], [model.second]: value[model.second] ?? model.fallback, mass: value.mass ?? 1 };
  if (numbers[model.second] === undefined) docFail(`${place}.${model.second}`, 'is required');
  if (!model.mass && value.mass !== undefined) docFail(`${place}.mass`, 'is not part of the bounciness model');
  const checks = given[0] === 'duration' ? ['bounce', 'duration'] : [given[0], model.second];
  if (model.mass) checks.push('mass');
  for (const key of checks) {
    if (key === 'bounce') docNumber(numbers.bounce, `${place}.bounce`, (bounce) => bounce > -1 && bounce <= 1, 'in (-1, 1]');
    else {
      const [low, high, rule] = DOC_SPRING_RULES[key];
      docNumber(numbers[key], `${place}.${key}`, (number) => number >= low && number <= high, rule);
    }
  }
  const ordered = model.order.map((key) => numbers[key]);
  while (ordered.length < 3) ordered.push(1);
  return { model: model.model, numbers: ordered };
}

const DOC_MODES = { in: 0, out: 1, inOut: 2 };
const DOC_JUMPS = { start: 0, end: 1, none: 2, both: 3 };

// A curve: a name, four numbers or a family object: the engine's kind and four numbers.
function docCurve(value, place) {
  if (typeof value === 'string') {
    const preset = CURVE_NAMES.indexOf(value);
    if (preset < 0) docFail(place, `unknown curve "${value}" (known: ${CURVE_NAMES.join(', ')})`);
    return { kind: 0, numbers: [preset, 0, 0, 0] };
  }
  if (Array.isArray(value)) {
    if (value.length !== 4) docFail(place, 'must be an array of 4 numbers');
    value.forEach((number, index) => docNumber(number, `${place}[${index}]`,
      index % 2 === 0 ? (x) => x >= 0 && x <= 1 : isComponent, index % 2 === 0 ? 'in 0...1' : COMPONENT_RULE));
    return { kind: 1, numbers: value.slice() };
  }
  docObject(value, place);
  const families = ['steps', 'back', 'elastic', 'bounce', 'spring'].filter((key) => value[key] !== undefined);
  if (families.length !== 1) {
    docFail(place, families.length === 0
      ? 'must give one curve family: steps, back, elastic, bounce or spring'
      : `gives more than one curve family (${families.join(', ')})`);
  }
  const mode = (key) => {
    const found = DOC_MODES[value[key]];
    if (found === undefined) docFail(`${place}.${key}`, 'must be one of "in", "out", "inOut"');
    return found;
  };
  const within = (key, fallback, low, high, rule) => {
    const number = value[key] ?? fallback;
    return docNumber(number, `${place}.${key}`, (x) => x >= low && x <= high, rule);
  };
  switch (families[0]) {
    case 'steps': {
      const count = within('steps', undefined, 1, 10000, 'in 1...10000');
      if (count !== Math.round(count)) docFail(`${place}.steps`, 'must be a whole number');
      const jump = value.jump === undefined ? 1 : DOC_JUMPS[value.jump];
      if (jump === undefined) docFail(`${place}.jump`, 'must be one of "start", "end", "none", "both"');
      if (jump === 2 && count < 2) docFail(`${place}.steps`, 'must be >= 2 with jump none');
      return { kind: 4, numbers: [count, jump, 0, 0] };
    }
    case 'back': {
      const chosen = mode('back');
      return { kind: 2, numbers: [within('overshoot', 1.70158, 0, 100, 'in 0...100'), chosen, 0, 0] };
    }
    case 'elastic': {
      const chosen = mode('elastic');
      return { kind: 3, numbers: [within('amplitude', 1, 1, 100, 'in 1...100'), within('period', chosen === 2 ? 0.45 : 0.3, 0.01, 10, 'in 0.01...10'), chosen, 0] };
    }
    case 'bounce':
      return { kind: 0, numbers: [11 + mode('bounce'), 0, 0, 0] };
    default: {
      const spring = docSpring(value.spring, `${place}.spring`);
      return { kind: 5, numbers: [spring.model, ...spring.numbers], place: `${place}.spring` };
    }
  }
}

// A track of a document, resolved: its component count, start value and keyframes.
function docTrack(document, value, place) {
  docObject(value, place);
  if (value.path !== undefined) {
    if (typeof value.path !== 'string') docFail(`${place}.path`, 'must be a string');
    if (value.duration === undefined) docFail(`${place}.duration`, 'is required');
    const duration = docNumber(value.duration, `${place}.duration`, isStep, STEP_RULE);
    let curve = null;
    if (value.curve !== undefined) {
      curve = docReference(value.curve, `${place}.curve`, document.curves, 'curves', 'curve', docCurve)
        ?? (CURVE_NAMES.includes(value.curve) ? docCurve(value.curve, `${place}.curve`) : docFail(`${place}.curve`, `no curve "${value.curve}"`));
    }
    return { count: 2, path: value.path, duration, curve, place };
  }
  if (value.from === undefined && value.keyframes === undefined) {
    docFail(place, 'must be a keyframe track (from, keyframes) or a path (path, duration)');
  }
  if (value.from === undefined) docFail(`${place}.from`, 'is required');
  const from = docValue(value.from, `${place}.from`);
  if (!Array.isArray(value.keyframes)) docFail(`${place}.keyframes`, 'must be an array');
  const keyframes = value.keyframes.map((keyframe, index) => {
    const at = `${place}.keyframes[${index}]`;
    docObject(keyframe, at);
    if (typeof keyframe.kind !== 'string') docFail(`${at}.kind`, 'must be a string');
    if (keyframe.to === undefined) docFail(`${at}.to`, 'is required');
    const counted = (key) => {
      if (keyframe[key] === undefined) return null;
      const components = docValue(keyframe[key], `${at}.${key}`);
      if (components.length !== from.length) docFail(`${at}.${key}`, `has ${components.length} components; the track's from has ${from.length}`);
      return components;
    };
    const to = counted('to');
    const duration = (required) => {
      if (keyframe.duration === undefined) {
        if (required) docFail(`${at}.duration`, 'is required');
        return null;
      }
      return docNumber(keyframe.duration, `${at}.duration`, isStep, STEP_RULE);
    };
    switch (keyframe.kind) {
      case 'linear': {
        const length = duration(true);
        let curve = { kind: 0, numbers: [0, 0, 0, 0] };
        if (keyframe.curve !== undefined) {
          curve = docReference(keyframe.curve, `${at}.curve`, document.curves, 'curves', 'curve', docCurve)
            ?? (CURVE_NAMES.includes(keyframe.curve) ? docCurve(keyframe.curve, `${at}.curve`) : docFail(`${at}.curve`, `no curve "${keyframe.curve}"`));
        }
        return { kind: 0, to, duration: length, curve };
      }
      case 'cubic':
        return { kind: 1, to, duration: duration(true), start: counted('startVelocity'), end: counted('endVelocity') };
      case 'spring': {
        const length = duration(false);
        let spring = null;
        if (keyframe.spring !== undefined) {
          spring = docReference(keyframe.spring, `${at}.spring`, document.springs, 'springs', 'spring', docSpring)
            ?? docFail(`${at}.spring`, `no spring "${keyframe.spring}"`);
        }
        return { kind: 2, to, duration: length, spring, start: counted('startVelocity') };
      }
      case 'move':
        return { kind: 3, to };
      default:
        return docFail(`${at}.kind`, `unknown kind "${keyframe.kind}" (known: linear, cubic, spring, move)`);
    }
  });
  return { count: from.length, from, keyframes, place };
}

// A document's choreography, read: its lanes (target and property, in the order first named)
// and its tracks placed on them. Under reduced motion, its reduced variant when it names one.
function docChoreography(input, name, reduces) {
  let document = input;
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input);
    } catch (error) {
      fail(`document: not JSON (${error.message})`);
    }
  }
  docObject(document, 'document');
  const version = docNumber(document.popkit, 'popkit', (v) => v > 0, '> 0');
  if (version !== Math.round(version)) docFail('popkit', 'must be a whole number');
  if (version > DOC_FORMAT) docFail('popkit', `the document is format version ${version}, newer than this PopKit reads (${DOC_FORMAT}); update PopKit`);
  if (typeof name !== 'string') fail(`play: the choreography's name must be a string; got ${show(name)}`);
  const choreographies = document.choreographies ?? {};
  docObject(choreographies, 'choreographies');
  if (choreographies[name] === undefined) docFail('choreographies', `no choreography "${name}"`);
  let played = name;
  const reduced = docObject(choreographies[name], `choreographies.${name}`).reduced;
  if (reduced !== undefined) {
    const place = `choreographies.${name}.reduced`;
    if (typeof reduced !== 'string') docFail(place, 'must be a string');
    if (reduced === name) docFail(place, 'names the choreography itself; a reduced variant is another one');
    if (choreographies[reduced] === undefined) docFail(place, `no choreography "${reduced}"`);
    if (choreographies[reduced]?.reduced !== undefined) docFail(place, `"${reduced}" names a reduced variant of its own ("${choreographies[reduced].reduced}"); a reduced variant is played as it is, so it has none`);
    if (reduces) played = reduced;
  }
  const place = `choreographies.${played}`;
  const choreography = docObject(choreographies[played], place);
  const targets = docObject(choreography.targets, `${place}.targets`);
  if (!Array.isArray(choreography.tracks)) docFail(`${place}.tracks`, 'must be an array');
  const lanes = [];
  const laneIndexes = new Map();
  const placements = choreography.tracks.map((item, index) => {
    const at = `${place}.tracks[${index}]`;
    docObject(item, at);
    if (typeof item.target !== 'string') docFail(`${at}.target`, 'must be a string');
    if (typeof item.property !== 'string') docFail(`${at}.property`, 'must be a string');
    if (targets[item.target] === undefined) docFail(`${at}.target`, `no target "${item.target}"`);
    const start = item.at === undefined ? 0 : docNumber(item.at, `${at}.at`, isTime, TIME_RULE);
    if (item.track === undefined) docFail(`${at}.track`, 'is required');
    const track = typeof item.track === 'string'
      ? (document.tracks?.[item.track] !== undefined
        ? docTrack(document, document.tracks[item.track], `tracks.${item.track}`)
        : docFail(`${at}.track`, `no track "${item.track}"`))
      : docTrack(document, item.track, `${at}.track`);
    const known = DOC_PROPERTIES[item.property];
    if (known !== undefined && known !== track.count) {
      docFail(`${at}.track`, `property "${item.property}" takes ${known} component${known === 1 ? '' : 's'}; the track has ${track.count}`);
    }
    const key = JSON.stringify([item.target, item.property]);
    let lane = laneIndexes.get(key);
    if (lane === undefined) {
      lane = lanes.length;
      laneIndexes.set(key, lane);
      lanes.push({ target: item.target, property: item.property, count: track.count });
    } else if (lanes[lane].count !== track.count) {
      docFail(at, `"${item.property}" of "${item.target}" takes ${lanes[lane].count} components in an earlier track; this one has ${track.count}`);
    }
    return { lane, start, track, place: at };
  });
  return { lanes, placements, reduced: played !== name };
}

// The shortest text of a number, as the Swift side prints refused values.
function docShow(value) {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  return String(value);
}

// Builds a read choreography in the engine: a player with its lanes and tracks.
function buildPlayer(engine, animatorHandle, plan) {
  const exports = engine.exports;
  const handle = exports.popkit_player_create(animatorHandle, plan.reduced ? 1 : 0);
  if (handle <= 0) fail('play: the animator is gone');
  const readMessage = () => new TextDecoder().decode(new Uint8Array(engine.memory.buffer, exports.popkit_message(), exports.popkit_message_length()));
  try {
    for (const placement of plan.placements) {
      const { track } = placement;
      if (track.path !== undefined) {
        const bytes = new TextEncoder().encode(track.path);
        const address = exports.popkit_text_buffer(bytes.length);
        if (address === 0) docFail(`${track.place}.path`, 'is longer than 16 MiB');
        new Uint8Array(engine.memory.buffer, address, bytes.length).set(bytes);
        const curve = track.curve ?? { kind: -1, numbers: [0, 0, 0, 0] };
        curve.numbers.forEach((value, slot) => { engine.scratch[12 + slot] = value; });
        const code = exports.popkit_player_path(handle, bytes.length, track.duration, curve.kind, placement.lane, placement.start);
        if (code === -31) docFail(`${track.place}.path`, `at offset ${exports.popkit_error_index()}: ${readMessage()}`);
        if (code === -32) docFail(`${track.place}.path`, `has ${exports.popkit_error_index()} segments; a path draws at most 2000 (MotionDocument.maximumPathSegments)`);
        if (code === -33) docFail(`${track.place}.path`, `has a coordinate of magnitude ${docShow(engine.scratch[0])}; coordinates must be at most 1e12`);
        if (code === -34) docFail(curve.place ?? `${track.place}.curve`, `${readMessage().replace(/^.* must be /, 'must be ')}${docShow(engine.scratch[0])}`);
        if (code !== 0) docFail(`${placement.place}.at`, 'the track ends after 1e6 s (at + its duration); a choreography ends by 1e6 s (Choreography.maximumDuration)');
        continue;
      }
      const scratch = engine.scratch;
      scratch.fill(0, 0, 20);
      track.from.forEach((value, index) => { scratch[index] = value; });
      exports.popkit_player_track_begin(handle, track.count);
      track.keyframes.forEach((keyframe, index) => {
        const at = `${track.place}.keyframes[${index}]`;
        const buffer = engine.scratch;
        buffer.fill(0, 0, 20);
        keyframe.to.forEach((value, component) => { buffer[component] = value; });
        let flags = 0;
        if (keyframe.start) { flags |= 1; keyframe.start.forEach((value, component) => { buffer[4 + component] = value; }); }
        if (keyframe.end) { flags |= 2; keyframe.end.forEach((value, component) => { buffer[8 + component] = value; }); }
        if (keyframe.kind === 2 && keyframe.duration !== null) flags |= 4;
        const curve = keyframe.curve ?? { kind: 0, numbers: [0, 0, 0, 0] };
        curve.numbers.forEach((value, slot) => { buffer[12 + slot] = value; });
        const spring = keyframe.spring;
        if (spring) spring.numbers.forEach((value, slot) => { buffer[16 + slot] = value; });
        const code = exports.popkit_player_keyframe(handle, keyframe.kind, keyframe.duration ?? 0, flags, curve.kind, spring ? spring.model : -1);
        if (code === -34) docFail(curve.place ?? `${at}.curve`, `${readMessage().replace(/^.* must be /, 'must be ')}${docShow(engine.scratch[0])}`);
        if (code !== 0) docFail(at, `refused by the engine (code ${code})`);
      });
      const code = exports.popkit_player_track_end(handle, placement.lane, track.count, placement.start);
      if (code === -30) {
        const index = exports.popkit_error_index();
        const text = readMessage().replace(/^Keyframe\[\d+\] /, '');
        docFail(index >= 0 ? `${track.place}.keyframes[${index}]` : track.place, `${text}${docShow(engine.scratch[0])}`);
      }
      if (code === -35) docFail(track.place, `lasts ${docShow(engine.scratch[0])} s; a track lasts at most 1e6 s (Choreography.maximumDuration)`);
      if (code === -36) docFail(`${track.place}.keyframes`, `the step at ${docShow(engine.scratch[0])} s settles in ${docShow(engine.scratch[1])} s; a timed step lasts 0 or at least 1e-6 s (give the spring a duration)`);
      if (code !== 0) docFail(`${placement.place}.at`, 'the track ends after 1e6 s (at + its duration); a choreography ends by 1e6 s (Choreography.maximumDuration)');
    }
  } catch (error) {
    exports.popkit_player_free(handle);
    throw error;
  }
  exports.popkit_player_ready(handle);
  return handle;
}

const releasedPlayers = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(({ engine, handle }) => engine.exports.popkit_player_free(handle))
  : null;
const RELEASE_TO = { start: 0, end: 1, nearest: 2 };

/** A document's choreography on an animator: ChoreographyPlayer's members, same rules. */
class Player {
  #engine;
  #animator;
  #handle;
  #lanes;
  #write;
  #waiters = [];

  constructor(engine, animator, handle, lanes, write) {
    this.#engine = engine;
    this.#animator = animator;
    this.#handle = handle;
    this.#lanes = lanes;
    this.#write = write;
    releasedPlayers?.register(this, { engine, handle });
  }

  #read() {
    this.#engine.exports.popkit_player_read(this.#handle);
    return this.#engine.scratch;
  }

  /** The choreography's length in seconds. */
  get duration() { return this.#read()[1]; }

  /** The player's time on the choreography, in seconds. */
  get time() { return this.#read()[0]; }

  /** time / duration (1 for a choreography of no length); setting it scrubs. */
  get progress() { return this.#read()[2]; }

  set progress(progress) {
    if (typeof progress !== 'number') fail(`progress: must be a number; got ${show(progress)}`);
    this.#command(5, progress);
  }

  /** Seconds of choreography per second of the animator's; in -1e6...1e6 (non-finite: ignored). */
  get rate() { return this.#read()[3]; }

  set rate(rate) {
    if (typeof rate !== 'number') fail(`rate: must be a number; got ${show(rate)}`);
    if (!Number.isFinite(rate)) return;
    if (this.#command(6, rate) !== 0) fail(`rate: must be in -1e6...1e6 (ChoreographyPlayer.maximumRate); got ${show(rate)}`);
  }

  /** Whether it plays (a release is not playing). */
  get isPlaying() { return this.#read()[4] === 1; }

  play() { this.#command(0, 0); }

  pause() { this.#command(1, 0); }

  reverse() { this.#command(2, 0); }

  seek(time) {
    if (typeof time !== 'number') fail(`seek: the time must be a number; got ${show(time)}`);
    this.#command(4, time);
  }

  stop() { this.#command(3, 0); }

  /** Springs the progress to an end ('nearest' by default) with a velocity in progress per second. */
  release(options = {}) {
    checkObject(options, 'release');
    const to = options.to ?? 'nearest';
    if (!(to in RELEASE_TO)) fail(`release.to: must be 'start', 'end' or 'nearest'; got ${show(to)}`);
    const velocity = options.velocity ?? Number.NaN;
    if (typeof velocity !== 'number') fail(`release.velocity: must be a number; got ${show(velocity)}`);
    if (options.velocity !== undefined && !Number.isFinite(velocity)) return;
    const given = MODELS.some((model) => model.pair.some((key) => options[key] !== undefined));
    const model = given ? springModel(options, 'release') : { index: -1, numbers: [0, 0, 0] };
    const code = this.#engine.exports.popkit_player_release(this.#handle, RELEASE_TO[to], velocity, model.index, ...model.numbers);
    if (code <= -11 && code >= -13) {
      const position = -code - 11;
      fail(`release.${model.keys[position]}: must be ${MODEL_RULES[model.index][position]}; got ${show(model.numbers[position])}`);
    }
    this.#moved();
  }

  /** Resolves when it comes to rest: 'start', 'end', or null when stopped between them first. */
  get finished() {
    const state = this.#read();
    if (state[5] !== 1) {
      const [time, duration] = [state[0], state[1]];
      return Promise.resolve(duration === 0 || time === duration ? 'end' : time === 0 ? 'start' : null);
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Each lane's target, property, value and velocity as last written (for tests and tools). */
  lanes() {
    const output = new Float64Array(this.#engine.memory.buffer, this.#engine.exports.popkit_player_output(this.#handle), this.#lanes.length * 8);
    return this.#lanes.map((lane, index) => ({
      target: lane.target,
      property: lane.property,
      value: Array.from(output.subarray(index * 8, index * 8 + lane.count)),
      velocity: Array.from(output.subarray(index * 8 + 4, index * 8 + 4 + lane.count)),
    }));
  }

  #command(command, value) {
    const code = this.#engine.exports.popkit_player_command(this.#handle, command, value);
    this.#moved();
    return code;
  }

  #moved() {
    this.#answer();
    this.#animator._keepPlayer(this.#handle, this);
  }

  #answer() {
    const answer = this.#engine.exports.popkit_player_answer(this.#handle);
    if (answer < 0) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const resolve of waiters) resolve([null, 'start', 'end'][answer]);
  }

  /** After a frame that wrote it (internal): hands each lane not taken over to `write`. */
  _frame() {
    const exports = this.#engine.exports;
    const output = new Float64Array(this.#engine.memory.buffer, exports.popkit_player_output(this.#handle), this.#lanes.length * 8);
    this.#lanes.forEach((lane, index) => {
      if (exports.popkit_player_lane_taken(this.#handle, index) === 1) return;
      this.#write(lane.target, lane.property, Array.from(output.subarray(index * 8, index * 8 + lane.count)));
    });
    this.#answer();
  }

  /** The animator it plays on, and a command given from outside (internal: scroll links). */
  get _animator() { return this.#animator; }

  get _handle() { return this.#handle; }

  _commanded() { this.#moved(); }

  /** Gives a lane to another writer until the player's next command (internal: `animate`). */
  _takeOver(target, property) {
    const index = this.#lanes.findIndex((lane) => lane.target === target && lane.property === property);
    if (index >= 0) this.#engine.exports.popkit_player_take_over(this.#handle, index);
  }

  /** Whether it plays, releases or waits to write (internal). */
  get _isMoving() { return this.#engine.exports.popkit_player_is_listed(this.#handle) === 1; }
}

// The DOM properties `animate` drives, with the value each starts from when PopKit has not
// written it yet.
const TRANSFORM_DEFAULTS = { x: 0, y: 0, rotate: 0, scale: 1, scaleX: 1, scaleY: 1 };

function startingValue(element, property) {
  if (property in TRANSFORM_DEFAULTS) return TRANSFORM_DEFAULTS[property];
  const style = getComputedStyle(element);
  if (property === 'opacity') return Number.parseFloat(style.opacity) || 0;
  if (property === 'width' || property === 'height') {
    // The computed width is what `style.width` sets (by the element's box-sizing, before its
    // transform); the bounding box only where there is none (`auto` on an unrendered element).
    const computed = Number.parseFloat(style[property]);
    return Number.isFinite(computed) ? computed : element.getBoundingClientRect()[property];
  }
  // A custom property keeps the unit it had (`10px` springs as 10 and is written back in px).
  const text = style.getPropertyValue(property).trim();
  const number = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)([a-z%]*)$/i.exec(text);
  if (number === null) return 0;
  if (number[2] !== '') {
    const units = customUnits.get(element) ?? {};
    units[property] = number[2];
    customUnits.set(element, units);
  }
  return Number.parseFloat(number[1]);
}

// The units of the custom properties `animate` drives, by element.
const customUnits = new WeakMap();

function writeElement(element, values) {
  if ('x' in values || 'y' in values || 'rotate' in values || 'scale' in values || 'scaleX' in values || 'scaleY' in values) {
    const scale = values.scale ?? 1;
    const parts = [
      `translate(${values.x ?? 0}px, ${values.y ?? 0}px)`,
      `rotate(${values.rotate ?? 0}deg)`,
      `scale(${scale * (values.scaleX ?? 1)}, ${scale * (values.scaleY ?? 1)})`,
    ];
    element.style.transform = parts.join(' ');
  }
  for (const [property, value] of Object.entries(values)) {
    if (property === 'opacity') element.style.opacity = String(value);
    else if (property === 'width' || property === 'height') element.style[property] = `${value}px`;
    else if (property.startsWith('--')) element.style.setProperty(property, `${value}${customUnits.get(element)?.[property] ?? ''}`);
  }
}

// Writes a document property's values on an element, keeping its other values in `state`.
function writeDocumentProperty(element, state, property, values) {
  switch (property) {
    case 'rotation': state.rotate = values[0]; break;
    case 'position': [state.x, state.y] = values; break;
    case 'color': {
      const [r, g, b, a] = values.map((value) => Math.min(Math.max(value, 0), 1));
      element.style.backgroundColor = `rgba(${r * 255}, ${g * 255}, ${b * 255}, ${a})`;
      return;
    }
    case 'cornerRadius': element.style.borderRadius = `${values[0]}px`; return;
    default:
      if (DOM_PROPERTIES.has(property)) state[property] = values[0];
      else state[property.startsWith('--') ? property : `--${property}`] = values[0];
  }
  writeElement(element, state);
}

const DOM_PROPERTIES = new Set(['x', 'y', 'scale', 'scaleX', 'scaleY', 'rotate', 'opacity', 'width', 'height']);

class PopKit {
  #engine;
  #frameAnimator = null;
  #elements = new Map();
  // The values last written to elements no motion moves any more (the next animate starts there).
  #restingValues = new WeakMap();
  // The manual animators whose frames already write their elements (one writer each).
  #writtenAnimators = new WeakSet();
  // The players `play` made, by element: `animate` takes a property over from them.
  #players = new WeakMap();

  constructor(engine) {
    this.#engine = engine;
  }

  /** Whether the page prefers reduced motion (`prefers-reduced-motion: reduce`). */
  get reducedMotion() {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** The 64 KiB pages the engine's heap has taken from its memory (freed memory is reused). */
  get heapPages() {
    return this.#engine.exports.popkit_heap_pages();
  }

  /** A new animator: `'manual'` (default) renders when `render(t)` is called, `'frame'` on every display frame. */
  createAnimator(options = {}) {
    checkObject(options, 'createAnimator');
    const clock = options.clock ?? 'manual';
    if (clock !== 'manual' && clock !== 'frame') fail(`createAnimator.clock: must be 'manual' or 'frame'; got ${show(clock)}`);
    return new Animator(this.#engine, clock, () => this.reducedMotion);
  }

  #sharedAnimator() {
    if (this.#frameAnimator === null) {
      this.#frameAnimator = this.createAnimator({ clock: 'frame' });
      this.#frameAnimator._onFrame(() => this.#writeFrame(this.#frameAnimator));
    }
    return this.#frameAnimator;
  }

  #writeFrame(animator) {
    for (const [element, state] of this.#elements) {
      if (state.animator !== animator) continue;
      if (!element.isConnected) {
        for (const motion of state.motions.values()) motion.stop();
        this.#elements.delete(element);
        continue;
      }
      let moving = false;
      for (const [property, motion] of state.motions) {
        state.values[property] = motion.value;
        if (!motion.isDone) moving = true;
      }
      writeElement(element, state.values);
      if (!moving) {
        this.#restingValues.set(element, state.values);
        this.#elements.delete(element);
      }
    }
  }

  /**
   * A layout transition on `container`'s children marked with `data-popkit-id`: after the page
   * changes their layout, `update()` moves each from where it is shown to its new place with a
   * spring, keeping its velocity when it was already moving; new children fade in.
   */
  layout(container, options = {}) {
    if (container === null || typeof container !== 'object' || typeof container.querySelectorAll !== 'function') fail('layout: give a container element');
    checkObject(options, 'layout.options');
    const animator = options.animator ?? this.#sharedAnimator();
    if (!(animator instanceof Animator)) fail('layout.options.animator: must be an animator from createAnimator');
    const spring = options.spring ?? { duration: 0.5, bounce: 0 };
    checkObject(spring, 'layout.options.spring');
    const model = springModel(spring, 'layout.options.spring');
    let presence = 0;
    let factor = 1;
    if (options.presence !== undefined) {
      if (typeof options.presence === 'string' && options.presence in PRESENCES) presence = PRESENCES[options.presence];
      else if (typeof options.presence === 'object' && options.presence !== null && typeof options.presence.scale === 'number') [presence, factor] = [2, options.presence.scale];
      else fail(`layout.options.presence: must be 'fade', 'none' or { scale: number }; got ${show(options.presence)}`);
    }
    const handle = this.#engine.exports.popkit_layout_create(model.index, ...model.numbers, presence, factor);
    if (handle <= -11 && handle >= -13) {
      const position = -handle - 11;
      fail(`layout.options.spring.${model.keys[position]}: must be ${MODEL_RULES[model.index][position]}; got ${show(model.numbers[position])}`);
    }
    if (handle === -24) fail(`layout.options.presence.scale: must be in 0...100; got ${show(factor)}`);
    return new Layout(this.#engine, container, animator, handle);
  }

  /**
   * Plays a choreography of a motion document on elements, on the shared frame animator:
   * `targets` names the element of each of its targets. Document properties write the DOM as
   * `animate` does (`rotation` as rotate, `position` as x and y, `color` as the background,
   * `cornerRadius` as the border radius); any other property as the custom property `--name`.
   */
  play(document, choreography, targets) {
    checkObject(targets, 'play.targets');
    const states = new Map();
    const player = this.#sharedAnimator().play(document, choreography, (target, property, values) => {
      const element = targets[target];
      if (element === undefined || element === null || typeof element.style !== 'object') return;
      if (!element.isConnected) {
        // Every target gone from the page: nothing is left to move, so the player stops.
        if (Object.values(targets).every((each) => !each?.isConnected)) player.stop();
        return;
      }
      let state = states.get(element);
      if (state === undefined) {
        state = this.#restingValues.get(element) ?? {};
        states.set(element, state);
      }
      writeDocumentProperty(element, state, property, values);
      this.#restingValues.set(element, state);
    });
    for (const [target, element] of Object.entries(targets)) {
      if (element === null || typeof element !== 'object') fail(`play.targets.${target}: must be an element`);
      const list = this.#players.get(element) ?? [];
      list.push({ player: new WeakRef(player), target });
      this.#players.set(element, list);
    }
    return player;
  }

  /**
   * Links a player to a scroll position (an element's, or the page's for `window`): its progress
   * follows the scroll over `range` ([start, end] in px; default the whole scroll), exactly or
   * springing to it (`scrub`: a spring model), and when scrolling ends (`scrollend`) it springs
   * to the snap point (`snap`: progress points, or `{ points, ...springModel }`) a decay of the
   * progress would reach. As native `ScrollLinkedPlayer`, on the core's `ScrollLink`.
   */
  scrollLink(player, source, options = {}) {
    if (!(player instanceof Player)) fail('scrollLink: give a player from play');
    const isWindow = typeof window === 'object' && source === window;
    if (!isWindow && (source === null || typeof source !== 'object' || typeof source.addEventListener !== 'function')) fail('scrollLink: give an element or window as the source');
    checkObject(options, 'scrollLink.options');
    const axis = options.axis ?? 'y';
    if (axis !== 'x' && axis !== 'y') fail(`scrollLink.options.axis: must be 'x' or 'y'; got ${show(axis)}`);
    const position = () => {
      if (isWindow) return axis === 'y' ? window.scrollY : window.scrollX;
      return axis === 'y' ? source.scrollTop : source.scrollLeft;
    };
    const scroller = isWindow ? document.scrollingElement : source;
    const range = options.range ?? [0, axis === 'y' ? scroller.scrollHeight - scroller.clientHeight : scroller.scrollWidth - scroller.clientWidth];
    if (!Array.isArray(range) || range.length !== 2 || !range.every(Number.isFinite) || range[0] === range[1]) {
      fail(`scrollLink.options.range: must be [start, end], two different finite numbers; got ${show(range)}`);
    }
    let scrub = { index: -1, numbers: [0, 0, 0] };
    if (options.scrub !== undefined && options.scrub !== 'exact') {
      checkObject(options.scrub, 'scrollLink.options.scrub');
      scrub = springModel(options.scrub, 'scrollLink.options.scrub');
    }
    const engine = this.#engine;
    let snapPoints = [];
    let snapModel = { index: -1, numbers: [0, 0, 0] };
    if (options.snap !== undefined) {
      const snap = Array.isArray(options.snap) ? { points: options.snap } : options.snap;
      checkObject(snap, 'scrollLink.options.snap');
      if (!Array.isArray(snap.points) || snap.points.length < 1 || snap.points.length > 60 || !snap.points.every(Number.isFinite)) {
        fail('scrollLink.options.snap.points: must be 1 to 60 finite progress points');
      }
      snapPoints = snap.points;
      if (MODELS.some((model) => model.pair.some((key) => snap[key] !== undefined))) snapModel = springModel(snap, 'scrollLink.options.snap');
    }
    engine.scratch.set(snapPoints, 0);
    engine.scratch.set(snapModel.numbers, 60);
    const handle = engine.exports.popkit_scroll_link_create(player._handle, range[0], range[1], scrub.index, ...scrub.numbers, snapPoints.length, snapModel.index);
    if (handle <= -11 && handle >= -13) fail(`scrollLink.options.scrub.${scrub.keys[-handle - 11]}: must be ${MODEL_RULES[scrub.index][-handle - 11]}`);
    if (handle <= -41 && handle >= -43) fail(`scrollLink.options.snap.${snapModel.keys[-handle - 41]}: must be ${MODEL_RULES[snapModel.index][-handle - 41]}`);
    if (handle <= 0) fail('scrollLink: the player is gone');
    const animator = player._animator;
    const now = () => {
      const time = animator._commandTime();
      return Number.isFinite(time) ? time : 0;
    };
    const onScroll = () => {
      engine.exports.popkit_scroll_link_scroll(handle, position(), now());
      player._commanded();
    };
    const release = (velocity = 0) => {
      const point = engine.exports.popkit_scroll_link_release(handle, velocity, now());
      player._commanded();
      return Number.isNaN(point) ? null : point;
    };
    const onScrollEnd = () => release(0);
    source.addEventListener('scroll', onScroll, { passive: true });
    source.addEventListener('scrollend', onScrollEnd);
    onScroll();
    let stopped = false;
    return {
      /** Springs to the snap point from the scroll's state, with a velocity in px per second; the snap point's progress, or null. */
      release: (velocity = 0) => {
        if (typeof velocity !== 'number' || !Number.isFinite(velocity)) fail(`scrollLink.release: the velocity must be a finite number; got ${show(velocity)}`);
        return stopped ? null : release(velocity);
      },
      /** Stops following the scroll. */
      stop: () => {
        if (stopped) return;
        stopped = true;
        source.removeEventListener('scroll', onScroll);
        source.removeEventListener('scrollend', onScrollEnd);
        engine.exports.popkit_scroll_link_free(handle);
      },
    };
  }

  /** Springs an element's properties to `to`; one motion per property, in the order given. */
  animate(element, to, options = {}) {
    if (element === null || typeof element !== 'object' || typeof element.style !== 'object') fail('animate: give an element');
    checkObject(to, 'animate.to');
    checkObject(options, 'animate.options');
    const animator = options.animator ?? this.#sharedAnimator();
    if (!(animator instanceof Animator)) fail('animate.options.animator: must be an animator from createAnimator');
    let state = this.#elements.get(element);
    // Motions on another animator hand over to this one, keeping their value and velocity.
    const carried = new Map();
    if (state !== undefined && state.animator !== animator) {
      for (const [property, motion] of state.motions) {
        if (motion.isDone) continue;
        state.values[property] = motion.value;
        carried.set(property, motion.velocity);
        motion.stop();
      }
    }
    if (state === undefined || state.animator !== animator) {
      state = { animator, motions: new Map(), values: state?.values ?? this.#restingValues.get(element) ?? {} };
      this.#elements.set(element, state);
      if (animator !== this.#frameAnimator && !this.#writtenAnimators.has(animator)) {
        this.#writtenAnimators.add(animator);
        animator._onFrame(() => this.#writeFrame(animator));
      }
    }
    const spring = options.spring ?? {};
    checkObject(spring, 'animate.options.spring');
    const motions = [];
    for (const [property, target] of Object.entries(to)) {
      if (!DOM_PROPERTIES.has(property) && !property.startsWith('--')) {
        fail(`animate.to.${property}: not a property PopKit animates (x, y, scale, scaleX, scaleY, rotate, opacity, width, height or a --custom property)`);
      }
      for (const { player, target: name } of this.#players.get(element) ?? []) {
        const documentProperty = property === 'rotate' ? 'rotation' : property;
        player.deref()?._takeOver(name, documentProperty);
        if (property === 'x' || property === 'y') player.deref()?._takeOver(name, 'position');
      }
      const running = state.motions.get(property);
      if (running !== undefined && !running.isDone) {
        running.retarget(target);
        motions.push(running);
        continue;
      }
      const from = state.values[property] ?? startingValue(element, property);
      const velocity = options.velocity;
      const motion = animator.spring({
        ...spring,
        from,
        to: target,
        velocity: Array.isArray(velocity) ? velocity[motions.length] : velocity ?? carried.get(property),
        threshold: options.threshold,
      });
      state.motions.set(property, motion);
      state.values[property] = from;
      motions.push(motion);
    }
    return motions;
  }
}

const PRESENCES = { fade: 0, none: 1 };

/** A layout transition on a container's children marked with `data-popkit-id` (see PopKit.layout). */
class Layout {
  #engine;
  #container;
  #animator;
  #handle;
  #ids = new Map();
  #elements = new Map();
  #frames = new Map();
  // Children the page removed while their exit plays: a copy drawn where the child was, which
  // leaves the page once the exit finishes (as native layouts keep an exiting view).
  #ghosts = new Map();

  constructor(engine, container, animator, handle) {
    this.#engine = engine;
    this.#container = container;
    this.#animator = animator;
    this.#handle = handle;
    animator._addClient(this);
    this.update();
  }

  /** Whether any child moves. */
  get isMoving() { return this.#engine.exports.popkit_layout_is_moving(this.#handle) === 1; }

  #idOf(key) {
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.#ids.size + 1;
      this.#ids.set(key, id);
    }
    return id;
  }

  /** Measures the marked children where the page's layout puts them now and moves each from where it is shown, keeping its velocity. Call it after changing the layout. */
  update() {
    const children = [...this.#container.querySelectorAll(':scope > [data-popkit-id]')];
    // Measured without PopKit's transforms, all at once, then shown again as they were.
    const kept = children.map((child) => child.style.transform);
    for (const child of children) child.style.transform = 'none';
    const origin = this.#container.getBoundingClientRect();
    const measured = children.map((child) => {
      const box = child.getBoundingClientRect();
      return [box.left - origin.left + this.#container.scrollLeft, box.top - origin.top + this.#container.scrollTop, box.width, box.height];
    });
    children.forEach((child, index) => { child.style.transform = kept[index]; });
    const exports = this.#engine.exports;
    const address = exports.popkit_layout_buffer(children.length);
    const buffer = new Float64Array(this.#engine.memory.buffer, address, Math.max(children.length, 1) * 5);
    const before = new Map(this.#elements);
    const frames = new Map(this.#frames);
    this.#elements.clear();
    this.#frames.clear();
    children.forEach((child, index) => {
      const id = this.#idOf(child.dataset.popkitId);
      this.#elements.set(id, child);
      this.#frames.set(id, measured[index]);
      buffer.set([id, ...measured[index]], index * 5);
      // Back in the layout while it was leaving: it re-enters from where it is drawn.
      this.#removeGhost(id);
    });
    const time = this.#animator._commandTime();
    exports.popkit_layout_update(this.#handle, children.length, time, this.#animator.reducesMotion ? 1 : 0);
    for (const [id, element] of before) {
      if (this.#elements.has(id) || this.#ghosts.has(id)) continue;
      if (exports.popkit_layout_read(this.#handle, id) === 2) this.#addGhost(id, element, frames.get(id));
    }
    this.#removeExited();
    this.#write();
    this.#animator._needsFrames();
  }

  /** The frame a child is shown in now, its velocity (container pixels, per second) and its opacity; null for a child not in the layout. */
  presented(element) {
    const key = element?.dataset?.popkitId;
    const id = key === undefined ? undefined : this.#ids.get(key);
    if (id === undefined || this.#engine.exports.popkit_layout_read(this.#handle, id) === 0) return null;
    const scratch = this.#engine.scratch;
    return { frame: Array.from(scratch.subarray(8, 12)), velocity: Array.from(scratch.subarray(16, 20)), opacity: scratch[4] };
  }

  /** Called by the animator on every frame (internal). */
  frame(time) {
    const exports = this.#engine.exports;
    if (exports.popkit_layout_is_moving(this.#handle) !== 1) return;
    exports.popkit_layout_render(this.#handle, time, this.#animator.reducesMotion ? 1 : 0);
    this.#removeExited();
    this.#write();
  }

  /** The copies of removed children still fading out (for tools and tests). */
  get _exiting() { return [...this.#ghosts.values()].map((ghost) => ghost.element); }

  /** Draws a copy of a removed child where its layout frame was, above the page's flow. */
  #addGhost(id, element, frame) {
    if (frame === undefined) return;
    const ghost = element.cloneNode(true);
    ghost.removeAttribute('data-popkit-id');
    ghost.removeAttribute('id');
    ghost.setAttribute('aria-hidden', 'true');
    Object.assign(ghost.style, { position: 'absolute', margin: '0', left: '0px', top: '0px', width: `${frame[2]}px`, height: `${frame[3]}px`, pointerEvents: 'none', boxSizing: 'border-box' });
    this.#container.append(ghost);
    // The copy's offset parent may not be the container: place it by what it measures.
    const box = ghost.getBoundingClientRect();
    const origin = this.#container.getBoundingClientRect();
    const base = [box.left - origin.left + this.#container.scrollLeft, box.top - origin.top + this.#container.scrollTop];
    ghost.style.left = `${frame[0] - base[0]}px`;
    ghost.style.top = `${frame[1] - base[1]}px`;
    this.#ghosts.set(id, { element: ghost, frame });
  }

  #removeGhost(id) {
    this.#ghosts.get(id)?.element.remove();
    this.#ghosts.delete(id);
  }

  /** Takes out the copies whose exit finished on the engine's last update or render. */
  #removeExited() {
    const exports = this.#engine.exports;
    const count = exports.popkit_layout_exited_count(this.#handle);
    for (let index = 0; index < count; index += 1) this.#removeGhost(exports.popkit_layout_exited(this.#handle, index));
  }

  #write() {
    const exports = this.#engine.exports;
    const drawn = [...this.#elements].map(([id, element]) => [id, element, this.#frames.get(id)]);
    for (const [id, ghost] of this.#ghosts) drawn.push([id, ghost.element, ghost.frame]);
    for (const [id, element, frame] of drawn) {
      if (exports.popkit_layout_read(this.#handle, id) === 0) continue;
      const scratch = this.#engine.scratch;
      const [x, y, width, height] = frame;
      const scaleX = width === 0 ? 1 : scratch[10] / width;
      const scaleY = height === 0 ? 1 : scratch[11] / height;
      element.style.transformOrigin = '0 0';
      element.style.transform = `translate(${scratch[8] - x}px, ${scratch[9] - y}px) scale(${scaleX}, ${scaleY})`;
      element.style.opacity = String(scratch[4]);
    }
  }

  /** Stops the transition: children are shown where the page's layout puts them. */
  stop() {
    this.#animator._removeClient(this);
    for (const element of this.#elements.values()) {
      element.style.transform = '';
      element.style.opacity = '';
    }
    for (const id of [...this.#ghosts.keys()]) this.#removeGhost(id);
    this.#engine.exports.popkit_layout_free(this.#handle);
  }
}

async function readBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  const url = source instanceof URL ? source : new URL(source, import.meta.url);
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) fail(`load: could not fetch ${url} (${response.status})`);
  return response.arrayBuffer();
}

/** Loads the engine: `popkit.wasm` beside this module unless `options.wasm` gives it. */
export async function load(options = {}) {
  checkObject(options, 'load');
  const bytes = await readBytes(options.wasm ?? new URL('./popkit.wasm', import.meta.url));
  let line = '';
  let memory = null;
  const imports = {
    math: {
      log: Math.log, pow: Math.pow, atan2: Math.atan2, atanh: Math.atanh, sin: Math.sin, cos: Math.cos,
      exp: Math.exp, expm1: Math.expm1, cbrt: Math.cbrt, cosh: Math.cosh, sinh: Math.sinh, tanh: Math.tanh,
      hypot: Math.hypot, log10: Math.log10, fmod: (x, y) => x % y,
    },
    host: {
      // A decimal number's ASCII text (the core's SVG path reader) to the nearest double.
      parse_double: (address, length) => Number(String.fromCharCode(...new Uint8Array(memory.buffer, address, length))),
      putchar: (character) => {
        if (character === 10) {
          console.error(line);
          line = '';
        } else {
          line += String.fromCharCode(character);
        }
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  memory = instance.exports.memory;
  return new PopKit(new Engine(instance));
}
