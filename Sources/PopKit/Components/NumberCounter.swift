// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A number that counts from one value to another over time: POPNumberCount in Swift.
///
/// The counter animates a plain `Double` with a ``BasicAnimation`` on an ``Animator`` and tells
/// you each new number; formatting and drawing are yours (see ``NumberFormat`` and
/// ``RichNumberFormat``):
///
/// ```swift
/// let counter = NumberCounter(animator: animator)
/// counter.toValue = 100
/// counter.duration = 1.2
/// counter.onUpdate = { number in label.text = NumberFormat.percent.string(for: number) }
/// counter.start()
/// ```
///
/// Starting again while counting continues from the number shown (no jump back); stopping
/// leaves it where it is.
@MainActor
public final class NumberCounter {
  /// The number the counter shows before its first count; default 0.
  ///
  /// Setting it while no count is in progress also shows it.
  public var fromValue: Double = 0 {
    didSet {
      checkParameter(fromValue.isFinite, "NumberCounter.fromValue", fromValue, allowed: "finite")
      if animation == nil { currentValue = fromValue }
    }
  }

  /// The number to count to; default 100.
  public var toValue: Double = 100 {
    didSet { checkParameter(toValue.isFinite, "NumberCounter.toValue", toValue, allowed: "finite") }
  }

  /// How long a count takes, in seconds; finite and `>= 0`, default 0.4 (POPNumberCount's).
  public var duration: Double = 0.4 {
    didSet {
      checkParameter(
        duration.isFinite && duration >= 0, "NumberCounter.duration", duration,
        allowed: "finite and >= 0")
    }
  }

  /// The easing of a count; Core Animation's default curve unless set.
  public var timingCurve = TimingCurve.default

  /// The number shown now.
  public private(set) var currentValue: Double

  /// Whether a count is in progress.
  public var isCounting: Bool { animation != nil }

  /// Called with each new number while counting, and once more with the final number.
  public var onUpdate: ((Double) -> Void)?

  /// Called when a count ends; `true` when it reached ``toValue``, `false` when stopped or
  /// replaced by a new count.
  public var onFinish: ((Bool) -> Void)?

  /// The animator that runs the counts.
  public let animator: Animator

  private var animation: BasicAnimation<CountDisplay, Double>?
  /// What the counts animate: the animator holds it while it runs, never the counter itself,
  /// so a counter you let go of (with its animator, if only the counter held that) is freed.
  private let display = CountDisplay()
  private static let key = "popkit.numberCounter"
  private static let valueProperty = AnimatableProperty<CountDisplay, Double>(
    name: "number", threshold: 0.01,
    read: { $0.number },
    write: { display, number in
      display.number = number
      display.counter?.show(number)
    })

  /// Creates a counter showing its ``fromValue`` (0).
  ///
  /// - Parameter animator: The animator that runs the counts.
  public init(animator: Animator) {
    self.animator = animator
    currentValue = 0
    display.counter = self
  }

  private func show(_ number: Double) {
    currentValue = number
    onUpdate?(number)
  }

  /// Counts from the number shown now to ``toValue`` over ``duration``.
  ///
  /// Starting while a count is in progress continues from the current number, without a jump.
  public func start() {
    let count = BasicAnimation(property: NumberCounter.valueProperty)
    count.fromValue = currentValue
    count.toValue = toValue
    count.duration = duration
    count.timingCurve = timingCurve
    count.onStop = { [weak self] stopped, finished in
      guard let self, self.animation === stopped else { return }
      self.animation = nil
      self.onFinish?(finished)
    }
    let previous = animation
    animation = count
    if previous != nil { onFinish?(false) }
    display.number = currentValue
    animator.add(count, to: display, forKey: NumberCounter.key)
  }

  /// Counts to a new target: sets ``toValue`` and starts.
  ///
  /// - Parameter target: The number to count to; finite.
  public func count(to target: Double) {
    toValue = target
    start()
  }

  /// Stops counting; the number shown stays where it is.
  public func stop() {
    guard animation != nil else { return }
    animator.removeAnimation(forKey: NumberCounter.key, from: display)
  }
}

/// The number a counter's animation moves, and the counter to show it, held weakly.
@MainActor
private final class CountDisplay {
  var number = 0.0
  weak var counter: NumberCounter?
}
