// snippet.hide
// The article "Motion that travels": a designer's spring from design tokens to SwiftUI,
// Compose and CSS.
import PopKit
import PopKitInterchange

// snippet.show
// snippet.tokens
let tokens = """
  {"motion": {"$type": "spring",
    "sheet": {"$value": {"bounce": 0.2, "duration": {"value": 500, "unit": "ms"}}}}}
  """
// snippet.end
// snippet.platforms
do {
  let document = try TokensImport.document(fromTokens: tokens).document
  let sheet = try document.spring(named: "motion.sheet")  // Spring(duration: 0.5, bounce: 0.2)
  print(try SpringCode.code(for: sheet, named: "sheet", on: .swiftui))
  print(try SpringCode.code(for: sheet, named: "sheet", on: .compose))
  let css = try MotionExport.export(document, to: .css, .spring("motion.sheet"))
  print(css.text)  // transition: transform 675ms linear(0, …, 1);
} catch {
  // Names the token and the rule, such as `motion.sheet.$value.bounce: must be in (-1, 1]`.
  print(error)
}
// snippet.end
