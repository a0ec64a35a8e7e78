/// An object's animations in the order they were added, the first one kept inline: most
/// objects have a single animation, and an array would cost an allocation of its own.
struct AnimationList: RandomAccessCollection {
  private var head: Animation?
  private var tail: [Animation] = []

  var startIndex: Int { 0 }

  var endIndex: Int { head == nil ? 0 : tail.count + 1 }

  subscript(position: Int) -> Animation {
    if position == 0, let head { return head }
    return tail[position - 1]
  }

  /// Adds an animation at the end.
  mutating func append(_ animation: Animation) {
    if head == nil { head = animation } else { tail.append(animation) }
  }

  /// Removes an animation, keeping the order of the others.
  mutating func remove(_ animation: Animation) {
    if head === animation {
      head = tail.isEmpty ? nil : tail.removeFirst()
    } else if let index = tail.firstIndex(where: { $0 === animation }) {
      tail.remove(at: index)
    }
  }
}
