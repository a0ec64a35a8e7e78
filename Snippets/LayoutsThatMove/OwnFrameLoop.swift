// snippet.hide
// The article "Layouts that move": the core's LayoutMotion in a frame loop of one's own, with
// no animator (as the web engine does).
import PopKit

func draw(_ id: Int, at frame: PlaneRect, opacity: Double) {}
// snippet.show
var motion = LayoutMotion<Int>(spring: .smooth, presence: .scale(0.9))
var finished: [Int] = []
let layout = [
  (key: 1, value: PlaneRect(x: 0, y: 0, width: 100, height: 100)),
  (key: 2, value: PlaneRect(x: 110, y: 0, width: 100, height: 100)),
]
motion.update(layout, at: 0) { finished.append($0) }

// Each frame of the host's own loop, at its time in seconds:
for frame in 1...60 {
  motion.render(at: Double(frame) / 60) { finished.append($0) }
  for id in motion.ids {
    guard let frame = motion.presentedFrame(of: id) else { continue }
    draw(id, at: frame, opacity: motion.opacityValue(of: id) ?? 1)
  }
}
// snippet.hide
_ = finished
