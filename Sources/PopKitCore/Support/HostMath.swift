// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// The C math functions the core uses.
//
// Built normally, each file that uses them imports the platform's C library (`Darwin` or
// `Glibc`, never Foundation). Under Embedded Swift there is no C library: the functions every
// frame calls (`exp`, `expm1`, `sin`, `cos`) and the fused multiply-add come from PopKit's own
// C runtime linked into the WebAssembly module (Web/runtime: within 2 ulp of glibc, and an
// exact fma, which JavaScript lacks); the rest, used only when a motion is set up, are imported
// from the host's `math` module (a JavaScript host gives `Math.log` and the others).

#if hasFeature(Embedded)
  @_extern(wasm, module: "math", name: "atanh") func atanh(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "atan2") func atan2(_ y: Double, _ x: Double) -> Double
  @_extern(wasm, module: "math", name: "cbrt") func cbrt(_ x: Double) -> Double
  @_extern(c, "cos") func cos(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "cosh") func cosh(_ x: Double) -> Double
  @_extern(c, "exp") func exp(_ x: Double) -> Double
  @_extern(c, "expm1") func expm1(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "fmod") func fmod(_ x: Double, _ y: Double) -> Double
  @_extern(wasm, module: "math", name: "hypot") func hypot(_ x: Double, _ y: Double) -> Double
  @_extern(wasm, module: "math", name: "log") func log(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "log10") func log10(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "pow") func pow(_ x: Double, _ y: Double) -> Double
  @_extern(wasm, module: "math", name: "remainder")
  func remainder(_ x: Double, _ y: Double) -> Double
  @_extern(c, "sin") func sin(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "sinh") func sinh(_ x: Double) -> Double
  @_extern(wasm, module: "math", name: "tanh") func tanh(_ x: Double) -> Double

  // The timing curve's double-double arithmetic needs a fused multiply-add: `a · b + c` rounded
  // once (an exact product). WebAssembly has none and JavaScript's `a * b + c` is not one: the
  // runtime's software fma is exact.
  @_extern(c, "fma") func fma(_ x: Double, _ y: Double, _ z: Double) -> Double
#endif
