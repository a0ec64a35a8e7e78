// snippet.hide
// The article "Many values with SpringBatch": a chart's points on one batch, and a batch
// driven by an animator's clock.
import PopKit

let points = (0..<100).map { (x: Double($0), y: Double($0 % 7)) }
let newData = points.map { $0.y * 2 }
let frameDuration = 1.0 / 60
let animator = Animator()
// snippet.show
// snippet.batch
var batch = SpringBatch(capacity: points.count)
let spring = Spring(dampingRatio: 0.85, response: 0.35)
for point in points {
  batch.append(value: point.y, target: point.y, spring: spring)
}

// New data arrives: retarget; each point keeps its value and velocity.
for (index, newValue) in newData.enumerated() {
  batch.setTarget(newValue, at: index)
}

// Every frame:
var ys: [Double] = []
batch.advance(by: frameDuration)
batch.values(into: &ys)  // reuses ys's storage: no allocation after the first frame
// snippet.end

// snippet.driver
final class Chart {
  var points = SpringBatch()
  var ys: [Double] = []
}

let driver = CustomAnimation<Chart> { chart, animation in
  chart.points.advance(by: animation.elapsedTime)
  chart.points.values(into: &chart.ys)
  return !chart.points.isSettled(threshold: 0.5)  // false finishes the animation
}
// snippet.hide
let chart = Chart()
// snippet.show
animator.add(driver, to: chart, forKey: "points")
// snippet.end
