// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// The functions JavaScript calls to build and drive a choreography player. JavaScript reads the
// document (names, references, number ranges) and hands the core numbers: a track's start value
// and keyframes (or a path's bytes), placed on lanes by index; the core builds the tracks with
// its own checks and plays them. Codes, besides those of WebExports.swift:
//   -30 a keyframe track the core refused: `popkit_message` holds its rule, `popkit_error_index`
//       the keyframe (-1 for the start value), scratch[0] the refused number
//   -31 path data that does not parse: the message, and the offset in `popkit_error_index`
//   -32 a path of too many segments (the count in `popkit_error_index`)
//   -33 a path coordinate beyond 1e12 (its magnitude in scratch[0])
//   -34 a curve the core refused (a spring curve that never settles): the message, scratch[0]
//   -35 a track longer than 1e6 s (its length in scratch[0])
//   -36 a step shorter than 1e-6 s (its start and length in scratch[0] and scratch[1])

/// The players, by handle − 1, and the free slots.
nonisolated(unsafe) private var players: [WebPlayer?] = []
nonisolated(unsafe) private var freePlayers: [Int32] = []
/// The bytes of the last message, and the index it names.
nonisolated(unsafe) private var message: [UInt8] = []
nonisolated(unsafe) private var errorIndex: Int32 = 0
/// A buffer for text JavaScript hands in (a path's data), grown on demand.
nonisolated(unsafe) private var textBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
nonisolated(unsafe) private var textCapacity = 256

/// The player behind a handle, if it is live.
private func player(_ handle: Int32) -> WebPlayer? {
  guard handle >= 1, Int(handle) <= players.count else { return nil }
  return players[Int(handle) - 1]
}

/// The player behind a handle, if it is live (for the engine's other exports).
func webPlayer(_ handle: Int32) -> WebPlayer? { player(handle) }

/// Keeps a message for JavaScript.
private func keep(_ text: String, index: Int) {
  message = Array(text.utf8)
  errorIndex = Int32(clamping: index)
}

/// The address of the last message's bytes (UTF-8).
@_cdecl("popkit_message")
func popkitMessage() -> Int32 {
  message.withUnsafeBufferPointer { Int32(truncatingIfNeeded: UInt(bitPattern: $0.baseAddress)) }
}

/// The length of the last message in bytes.
@_cdecl("popkit_message_length")
func popkitMessageLength() -> Int32 { Int32(message.count) }

/// The index the last error names (a keyframe, an offset, a count).
@_cdecl("popkit_error_index")
func popkitErrorIndex() -> Int32 { errorIndex }

/// The address of a buffer for `count` bytes of text, or 0 beyond 16 MiB.
@_cdecl("popkit_text_buffer")
func popkitTextBuffer(_ count: Int32) -> Int32 {
  guard count >= 0, count <= 1 << 24 else { return 0 }
  if Int(count) > textCapacity {
    textBuffer.deallocate()
    textCapacity = Int(count)
    textBuffer = .allocate(capacity: textCapacity)
  }
  return Int32(truncatingIfNeeded: UInt(bitPattern: textBuffer))
}

/// A new player on an animator, with no lanes yet.
///
/// `reduced` is 1 when it plays a reduced variant. Returns its handle, or -1 for no such
/// animator.
@_cdecl("popkit_player_create")
func popkitPlayerCreate(_ animator: Int32, _ reduced: Int32) -> Int32 {
  guard let animator = WebEngine.animator(animator) else { return -1 }
  let slot = freePlayers.popLast() ?? Int32(players.count + 1)
  let made = WebPlayer(handle: slot, animator: animator, playsReducedVariant: reduced != 0)
  if Int(slot) > players.count { players.append(made) } else { players[Int(slot) - 1] = made }
  return slot
}

/// Lets a player go: it stops and its handle may be given again.
@_cdecl("popkit_player_free")
func popkitPlayerFree(_ handle: Int32) {
  guard let made = player(handle) else { return }
  made.stop()
  made.animator.removeMoving(made)
  players[Int(handle) - 1] = nil
  freePlayers.append(handle)
}

/// Starts a keyframe track of `count` (1...4) components from the value at scratch[0..<4].
@_cdecl("popkit_player_track_begin")
func popkitPlayerTrackBegin(_ handle: Int32, _ count: Int32) -> Int32 {
  guard let made = player(handle), count >= 1, count <= 4 else { return -1 }
  let scratch = WebEngine.scratch
  made.building = (SIMD4(scratch[0], scratch[1], scratch[2], scratch[3]), [])
  return 0
}

/// Adds a keyframe to the track being built: `kind` 0 linear, 1 cubic, 2 spring, 3 move; the
/// target at scratch[0..<4], a start velocity at scratch[4..<8] (flag bit 0), an end velocity
/// at scratch[8..<12] (bit 1), a spring's duration given (bit 2); a linear step's curve of
/// `curveKind` (WebCurve's, or 5: a spring normalised to its settling time, its model in
/// scratch[12] and numbers in scratch[13..<16]) with numbers at scratch[12..<16]; a spring's
/// model `springModel` (-1 for pop's default) with numbers at scratch[16..<19].
@_cdecl("popkit_player_keyframe")
func popkitPlayerKeyframe(
  _ handle: Int32, _ kind: Int32, _ duration: Double, _ flags: Int32, _ curveKind: Int32,
  _ springModel: Int32
) -> Int32 {
  guard let made = player(handle), var building = made.building else { return -1 }
  let s = WebEngine.scratch
  let to = SIMD4(s[0], s[1], s[2], s[3])
  let start = flags & 1 != 0 ? SIMD4(s[4], s[5], s[6], s[7]) : nil
  let end = flags & 2 != 0 ? SIMD4(s[8], s[9], s[10], s[11]) : nil
  let keyframe: Keyframe<SIMD4<Double>>
  switch kind {
  case 0:
    let found = curve(kind: curveKind)
    guard let timing = found.curve else { return found.code }
    keyframe = .linear(to, duration: duration, timingCurve: timing)
  case 1:
    keyframe = .cubic(to, duration: duration, startVelocity: start, endVelocity: end)
  case 2:
    var spring = Spring.default
    if springModel >= 0 {
      let made = WebSpringModel.spring(code: springModel, s[16], s[17], s[18])
      guard let found = made.spring else { return made.refusal }
      spring = found
    }
    keyframe = .spring(
      to, duration: flags & 4 != 0 ? duration : nil, spring: spring, startVelocity: start)
  case 3:
    keyframe = .move(to)
  default:
    return -1
  }
  building.keyframes.append(keyframe)
  made.building = building
  return 0
}

/// Builds the keyframe track begun and places it on a lane.
///
/// The lane is `lane` (of `count` components), the start `start` seconds. Returns 0, or a code
/// (-30, -35, -36; -1 for a lane index not next or known).
@_cdecl("popkit_player_track_end")
func popkitPlayerTrackEnd(_ handle: Int32, _ lane: Int32, _ count: Int32, _ start: Double) -> Int32
{
  guard let made = player(handle), let building = made.building else { return -1 }
  made.building = nil
  let track: KeyframeTrack<SIMD4<Double>>
  do {
    track = try KeyframeTrack.validated(from: building.from, building.keyframes)
  } catch {
    // JavaScript drops the parameter's "Keyframe[i] " prefix, as the document's messages do.
    keep(error.parameter + " must be " + error.allowed + "; got ", index: error.index ?? -1)
    WebEngine.scratch[0] = error.value
    return -30
  }
  guard track.duration <= 1e6 else {
    WebEngine.scratch[0] = track.duration
    return -35
  }
  if let short = track.spans.first(where: { $0.duration < 1e-6 }) {
    WebEngine.scratch[0] = short.startTime
    WebEngine.scratch[1] = short.duration
    return -36
  }
  return place(.keyframes(track), on: made, lane: lane, count: count, start: start)
}

/// The curve of a linear step or a path: WebCurve's `kind` with numbers at scratch[12..<16], or
/// 5, a spring normalised to its settling time (its model in scratch[12], numbers in
/// scratch[13..<16]).
///
/// Returns the curve, or the code to return: -(10 + k) for a refused number, -34 for a spring
/// that never settles (the message kept, the number in scratch[0]).
private func curve(kind: Int32) -> (curve: TimingCurve?, code: Int32) {
  let s = WebEngine.scratch
  guard kind == 5 else {
    let made = WebCurve.curve(kind: kind, (s[12], s[13], s[14], s[15]))
    return (made.curve, -(10 + made.invalid))
  }
  let made = WebSpringModel.spring(code: Int32(exactly: s[12]) ?? -1, s[13], s[14], s[15])
  guard let spring = made.spring else { return (nil, made.refusal) }
  do {
    return (try TimingCurve.validatedSpring(spring), 0)
  } catch {
    keep(error.parameter + " must be " + error.allowed + "; got ", index: 0)
    s[0] = error.value
    return (nil, -34)
  }
}

/// Places a path track on a lane.
///
/// The path is `byteCount` bytes of SVG path data in the text buffer, lasting `duration`
/// seconds along a curve (`curveKind`, as ``curve(kind:)`` reads it; -1 for linear), on lane
/// `lane` at `start`. Returns 0 or a code (-31, -32, -33, -34; -1 for a bad lane).
@_cdecl("popkit_player_path")
func popkitPlayerPath(
  _ handle: Int32, _ byteCount: Int32, _ duration: Double, _ curveKind: Int32, _ lane: Int32,
  _ start: Double
) -> Int32 {
  guard let made = player(handle), byteCount >= 0, Int(byteCount) <= textCapacity,
    duration == 0 || (duration >= 1e-6 && duration <= 1e6)
  else { return -1 }
  var timing = TimingCurve.linear
  if curveKind >= 0 {
    let found = curve(kind: curveKind)
    guard let chosen = found.curve else { return found.code }
    timing = chosen
  }
  let text = String(
    decoding: UnsafeBufferPointer(start: textBuffer, count: Int(byteCount)), as: UTF8.self)
  let path: MotionPath
  do {
    // Counted and bounded before the measuring, as the native document reader does.
    let survey = try MotionPath.survey(svg: text)
    guard survey.segmentCount <= 2_000 else {
      errorIndex = Int32(clamping: survey.segmentCount)
      return -32
    }
    guard survey.largestCoordinate <= 1e12 else {
      WebEngine.scratch[0] = survey.largestCoordinate
      return -33
    }
    path = try MotionPath(svg: text)
  } catch {
    keep(error.message, index: error.offset)
    return -31
  }
  let track = PlanePathTrack(along: path, duration: duration, timingCurve: timing)
  return place(.path(track), on: made, lane: lane, count: 2, start: start)
}

/// Puts a track on a lane: the lane must exist with that count, or be the next one.
private func place(
  _ track: WebTrack, on player: WebPlayer, lane: Int32, count: Int32, start: Double
) -> Int32 {
  let index = Int(lane)
  guard start.isFinite, start >= 0, start + track.duration <= 1e6 else { return -1 }
  if index == player.lanes.count {
    player.lanes.append(WebLane(componentCount: Int(count)))
  }
  guard player.lanes.indices.contains(index), player.lanes[index].componentCount == Int(count)
  else { return -1 }
  player.lanes[index].placements.append(WebPlacedTrack(track: track, start: start))
  return 0
}

/// Ends building; returns the choreography's duration.
@_cdecl("popkit_player_ready")
func popkitPlayerReady(_ handle: Int32) -> Double {
  guard let made = player(handle) else { return 0 }
  made.finishBuilding()
  return made.duration
}

/// A command: 0 play, 1 pause, 2 reverse, 3 stop, 4 seek to `value` seconds, 5 progress
/// `value`, 6 rate `value` (returns -1 when refused).
@_cdecl("popkit_player_command")
func popkitPlayerCommand(_ handle: Int32, _ command: Int32, _ value: Double) -> Int32 {
  guard let made = player(handle) else { return -1 }
  switch command {
  case 0: made.play()
  case 1: made.pause()
  case 2: made.reverse()
  case 3: made.stop()
  case 4: made.seek(to: value)
  case 5: made.setProgress(value)
  case 6: return made.setRate(value) ? 0 : -1
  default: return -1
  }
  return 0
}

/// Releases the player into a spring.
///
/// To `destination` (0 start, 1 end, 2 nearest) with `velocity` (NaN: keep the current one) on
/// a spring of `model` (-1: `Spring.smooth`) with numbers `a`, `b`, `c`. Returns 0 or -(10 + k)
/// for the k-th spring number.
@_cdecl("popkit_player_release")
func popkitPlayerRelease(
  _ handle: Int32, _ destination: Int32, _ velocity: Double, _ model: Int32, _ a: Double,
  _ b: Double, _ c: Double
) -> Int32 {
  guard let made = player(handle) else { return -1 }
  var spring = Spring.smooth
  if model >= 0 {
    let found = WebSpringModel.spring(code: model, a, b, c)
    guard let chosen = found.spring else { return found.refusal }
    spring = chosen
  }
  made.release(
    destination: destination, velocity: velocity.isNaN ? nil : velocity, spring: spring,
    instant: nil)
  return 0
}

/// Reads the player into scratch: time, duration, progress, rate, is playing, is moving.
@_cdecl("popkit_player_read")
func popkitPlayerRead(_ handle: Int32) {
  guard let made = player(handle) else { return }
  let s = WebEngine.scratch
  (s[0], s[1], s[2], s[3]) = (made.time, made.duration, made.progress, made.rate)
  s[4] = made.isPlaying ? 1 : 0
  s[5] = made.isMoving ? 1 : 0
}

/// The waiting tasks' answer since the last call (-1 none, 0 null, 1 start, 2 end), cleared.
@_cdecl("popkit_player_answer")
func popkitPlayerAnswer(_ handle: Int32) -> Int32 {
  guard let made = player(handle) else { return -1 }
  let answer = made.answer
  made.answer = .none
  return answer.rawValue
}

/// The address of the player's output: per lane its value (4) then velocity (4).
@_cdecl("popkit_player_output")
func popkitPlayerOutput(_ handle: Int32) -> Int32 {
  guard let made = player(handle) else { return 0 }
  return Int32(truncatingIfNeeded: UInt(bitPattern: made.output))
}

/// Marks a lane taken over (another motion writes its property) until the next command;
/// returns 1 when it is, 0 otherwise.
@_cdecl("popkit_player_take_over")
func popkitPlayerTakeOver(_ handle: Int32, _ lane: Int32) -> Int32 {
  guard let made = player(handle), made.takenOver.indices.contains(Int(lane)) else { return 0 }
  made.takenOver[Int(lane)] = true
  return 1
}

/// Whether a lane is taken over (1) or written by the player (0).
@_cdecl("popkit_player_lane_taken")
func popkitPlayerLaneTaken(_ handle: Int32, _ lane: Int32) -> Int32 {
  guard let made = player(handle), made.takenOver.indices.contains(Int(lane)) else { return 0 }
  return made.takenOver[Int(lane)] ? 1 : 0
}

/// How many players wrote on the animator's last frame.
@_cdecl("popkit_animator_written_count")
func popkitAnimatorWrittenCount(_ animator: Int32) -> Int32 {
  Int32(WebEngine.animator(animator)?.written.count ?? 0)
}

/// The handle of the `index`-th player that wrote on the animator's last frame.
@_cdecl("popkit_animator_written")
func popkitAnimatorWritten(_ animator: Int32, _ index: Int32) -> Int32 {
  guard let written = WebEngine.animator(animator)?.written, written.indices.contains(Int(index))
  else { return 0 }
  return written[Int(index)]
}

/// Whether the player is on its animator's moving list (1) or not (0).
@_cdecl("popkit_player_is_listed")
func popkitPlayerIsListed(_ handle: Int32) -> Int32 {
  player(handle)?.isListed == true ? 1 : 0
}

/// How many players move on the animator (play, release or wait to write).
@_cdecl("popkit_animator_players_moving")
func popkitAnimatorPlayersMoving(_ animator: Int32) -> Int32 {
  Int32(WebEngine.animator(animator)?.movingPlayers.count ?? 0)
}
