// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A plan of animations placed in time relative to one another.
///
/// Sequences, groups, overlaps and labels; running it is separate (``Animator/run(_:)``).
///
/// ```swift
/// var timeline = Timeline()
/// timeline.add(fadeIn, to: card, forKey: "opacity")  // at 0
/// timeline.add(slide, to: card, forKey: "x")  // after the fade
/// timeline.add(grow, to: card, forKey: "scale", at: .withPrevious(offset: 0.1))
/// timeline.addLabel("settled", at: .afterAll())
/// timeline.add(badge, to: icon, forKey: "pop", at: .label("settled"))
/// let run = animator.run(timeline)
/// ```
///
/// A *sequence* is entries at ``Position/afterPrevious(offset:)`` (the default); a *group*
/// is entries at ``Position/withPrevious(offset:)``; a sequence of groups puts the first entry
/// of each group at ``Position/afterAll(offset:)``. An entry that starts when another
/// finishes starts at that instant exactly — for a timed, keyframe or decay animation its
/// start plus its duration, for a spring the frame on which it settles — and its first frame
/// is evaluated at the time since, so a sequence neither loses time nor drifts.
///
/// A timeline holds the animations it was given, and an animation runs once per run: to run a
/// plan again, build it again with fresh animations.
///
/// - Complexity: Adding an entry or a label is O(1) (amortized); a run's frames cost what
///   starts and finishes on them, not the size of the plan (see ``TimelineRun``).
@MainActor
public struct Timeline {
  /// Where an entry or a label starts, on the timeline (seconds from the run's start).
  public enum Position {
    /// When the entry added just before finishes, plus `offset` seconds (0 for the first).
    case afterPrevious(offset: Double = 0)
    /// When every entry added before has finished, plus `offset` seconds.
    case afterAll(offset: Double = 0)
    /// When the entry added just before starts, plus `offset` seconds.
    case withPrevious(offset: Double = 0)
    /// At a time on the timeline, in seconds; `>= 0`.
    case at(Double)
    /// At a label's time, plus `offset` seconds; the label must have been added before (of
    /// two labels of that name, the later one added before).
    case label(String, offset: Double = 0)
  }

  /// One entry of the plan: an animation with its object and key, or a label.
  struct Entry {
    /// Where it starts.
    let position: Position
    /// The animation, or `nil` for a label: a run reaches it only as a ``TimelineEntry``.
    let animation: TimelineEntry?
    /// The label's name, for a label.
    let label: String?
    /// Adds the animation to its object on an animator (the object is held until then).
    let add: (@MainActor (Animator) -> Void)?
  }

  /// The entries in the order they were added.
  var entries: [Entry] = []
  /// The names of the labels added so far.
  private var labelNames: Set<String> = []

  /// Creates an empty timeline.
  public init() {}

  /// Adds an animation to the plan: `animator.add`'s parameters, plus where it starts.
  ///
  /// - Parameters:
  ///   - animation: The animation; it should not be on an animator already.
  ///   - object: The object to animate, held by the plan until the animation starts.
  ///   - key: The key; `nil` makes up a fresh unique key.
  ///   - position: Where it starts; after the previous entry finishes unless given.
  public mutating func add<Object>(
    _ animation: ObjectAnimation<Object>, to object: Object, forKey key: String? = nil,
    at position: Position = .afterPrevious()
  ) {
    check(position)
    entries.append(
      Entry(
        position: position, animation: TimelineEntry(animation), label: nil,
        add: { animator in animator.add(animation, to: object, forKey: key) }))
  }

  /// Names a time on the timeline, for entries at ``Position/label(_:offset:)`` and for a
  /// run's ``TimelineRun/onLabel``, which is called with the name when the run's time passes it.
  ///
  /// A label is not an entry: the entry before it stays "the previous one" for what follows.
  /// Several labels may share a name (an entry at ``Position/label(_:offset:)`` takes the
  /// latest added before it); each fires on its own.
  ///
  /// - Parameters:
  ///   - name: The label's name.
  ///   - position: The time it names; when the previous entry finishes unless given.
  public mutating func addLabel(_ name: String, at position: Position = .afterPrevious()) {
    check(position)
    entries.append(Entry(position: position, animation: nil, label: name, add: nil))
    labelNames.insert(name)
  }

  /// Stops the program for a position that is not finite, negative where a time is, or names a
  /// label that was not added before.
  private func check(_ position: Position) {
    switch position {
    case .afterPrevious(let offset), .afterAll(let offset), .withPrevious(let offset):
      checkParameter(offset.isFinite, "Timeline position offset", offset, allowed: "finite")
    case .at(let time):
      checkParameter(
        time.isFinite && time >= 0, "Timeline position time", time, allowed: "finite and >= 0")
    case .label(let name, let offset):
      checkParameter(offset.isFinite, "Timeline position offset", offset, allowed: "finite")
      precondition(
        labelNames.contains(name),
        "Timeline position label '\(name)' must name a label added before it")
    }
  }
}
