import PopKit

let spring = Spring.default
print(
  "pop's default spring (bounciness 4, speed 12): tension \(spring.tension), friction \(spring.friction)"
)
