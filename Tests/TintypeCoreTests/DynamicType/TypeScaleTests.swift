import Foundation
import Testing
import TintypeDocument
import TintypeTypography

@Suite struct TypeScaleTests {
    static let text = ["text": TypographySpec.FontRole(families: ["Fixed"])]

    @Test func relativeStylesFollowTheirReferenceCurve() throws {
        let brand = StyleSpec(name: "brand", size: 20, lineHeight: 24, scale: .relative(to: .body))
        let spec = TypographySpec(fonts: Self.text, styles: TextStyle.apple.map { StyleSpec(name: $0) } + [brand])
        let scale = try TypeScale(spec)
        // body: 17 at large, 14 at xSmall, 53 at AX5 (Apple's table).
        #expect(scale.size(of: brand, at: .large) == 20)
        #expect(scale.size(of: brand, at: .xSmall) == (20.0 * 14 / 17).rounded())
        #expect(scale.size(of: brand, at: .ax5) == (20.0 * 53 / 17).rounded())
        #expect(scale.tableLeading(of: brand, at: .ax5) == 24.0 * 53 / 17)
        // scaledValue works on any number and is not rounded.
        #expect(scale.scaledValue(10, for: brand, at: .ax5) == 10.0 * 53 / 17)
        let body = try #require(scale.style(named: .body))
        #expect(scale.scaledValue(44, for: body, at: .xLarge) == 44.0 * 19 / 17)
    }

    @Test func pointSizeClampsLimitTheCurve() throws {
        let capped = StyleSpec(name: .body, minimumPointSize: 15, maximumPointSize: 30)
        let scale = try TypeScale(TypographySpec(fonts: Self.text, styles: [capped]))
        #expect(scale.size(of: capped, at: .xSmall) == 15)
        #expect(scale.size(of: capped, at: .large) == 17)
        #expect(scale.size(of: capped, at: .ax5) == 30)
    }

    @Test func aMaximumPointSizeGivesTheClampedFontsLineHeight() throws {
        // A hero of 40/48 at large along title1, capped at 72 pt: where the curve passes 72 pt the
        // style is the 72 pt font, whose line height keeps the style's 48/40 ratio (1.2, not 1.38).
        let hero = StyleSpec(name: "hero", size: 40, lineHeight: 48, scale: .relative(to: .title1), maximumPointSize: 72)
        let scale = try TypeScale(TypographySpec(fonts: Self.text, styles: [StyleSpec(name: .title1), hero]))
        let title1 = try #require(ReferenceData.document.appleIOS["title1"])
        let atLarge = try #require(title1["large"]?.size)
        var clampedCategories: [String] = []
        for category in ContentSizeCategory.allCases {
            let ratio = try #require(title1[category.name]?.size) / atLarge
            let curve = (40 * ratio).rounded(.toNearestOrAwayFromZero)
            let leading = try #require(scale.tableLeading(of: hero, at: category))
            if curve > 72 {
                clampedCategories.append(category.name)
                #expect(scale.size(of: hero, at: category) == 72)
                #expect(abs(leading - 86.4) < 1e-9, "\(category.name): \(leading)")
            } else {
                #expect(scale.size(of: hero, at: category) == curve)
                #expect(abs(leading - 48 * ratio) < 1e-9, "\(category.name): \(leading)")
            }
        }
        #expect(clampedCategories == ["AX4", "AX5"])
    }

    @Test func aMinimumPointSizeGivesTheClampedFontsLineHeight() throws {
        // 10/14 along body with a 12 pt floor: at xSmall body is 14/17 of large, the curve gives 8 pt,
        // and the 12 pt font's line height is 12 × 14/10.
        let note = StyleSpec(name: "note", size: 10, lineHeight: 14, scale: .relative(to: .body), minimumPointSize: 12)
        let scale = try TypeScale(TypographySpec(fonts: Self.text, styles: [StyleSpec(name: .body), note]))
        #expect(scale.size(of: note, at: .xSmall) == 12)
        #expect(abs((scale.tableLeading(of: note, at: .xSmall) ?? 0) - 16.8) < 1e-9)
        // Apple's table model clamped too: body at AX5 is 53/62; capped at 40 it is 40 × 62/53.
        let cappedBody = StyleSpec(name: .body, maximumPointSize: 40)
        let apple = try TypeScale(TypographySpec(fonts: Self.text, styles: [cappedBody]))
        let ax5 = try #require(ReferenceData.document.appleIOS["body"]?["AX5"])
        #expect(apple.size(of: cappedBody, at: .ax5) == 40)
        #expect(abs((apple.tableLeading(of: cappedBody, at: .ax5) ?? 0) - 40 * ax5.leading / ax5.size) < 1e-9)
        #expect(apple.tableLeading(of: cappedBody, at: .large) == ReferenceData.document.appleIOS["body"]?["large"]?.leading)
    }

    @Test func linearAndAndroidModelsScaleTheBaseSize() throws {
        let factors = Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0, 1 + 0.1 * Double($0.rawValue - 3)) })
        let linear = StyleSpec(name: "caption", size: 10, lineHeight: 14, scale: .linear(factors: factors))
        let android = StyleSpec(name: "bodyLarge", size: 16, lineHeight: 24, scale: .android(fontScales: AndroidFontScaling.defaultFontScales))
        let scale = try TypeScale(TypographySpec(fonts: Self.text, styles: [linear, android]))
        #expect(abs(scale.size(of: linear, at: .ax5) - 10 * 1.8) < 1e-12)
        #expect(abs(scale.tableLeading(of: linear, at: .ax5)! - 14 * 1.8) < 1e-12)
        // AX3 is font scale 2.0: 16 sp → 28 dp (AOSP's 2.0 table), and the 24 sp line height keeps its
        // proportion to the text, 24 ÷ 16 × 28 = 42 dp (Android 14's rule), not the table's 36 for 24 sp.
        #expect(scale.size(of: android, at: .ax3) == 28)
        #expect(scale.tableLeading(of: android, at: .ax3) == 42)
        #expect(scale.size(of: android, at: .large) == 16)
    }

    @Test func aLongChainOfRelativeStylesScalesAlongItsEnd() throws {
        // s1 → body, s2 → s1, …, s60 → s59: every link has body's curve (AX5 53 pt / large 17 pt).
        // A walk that visits each link's parent more than once is 2⁶⁰ steps: it never finishes. (No
        // time limit: Swift Testing counts the time a test waits for a thread behind the suite's
        // process-running tests, and on a slow 2-core machine that passed a minute.)
        var styles = [StyleSpec(name: .body)]
        for index in 1...60 {
            styles.append(StyleSpec(name: TextStyle("s\(index)"), size: Double(10 + index), lineHeight: Double(14 + index),
                                    scale: .relative(to: index == 1 ? .body : TextStyle("s\(index - 1)"))))
        }
        let scale = try TypeScale(TypographySpec(fonts: Self.text, styles: styles))
        for style in styles.dropFirst() {
            let size = try #require(style.size)
            #expect(scale.size(of: style, at: .ax5) == (size * 53 / 17).rounded(.toNearestOrAwayFromZero))
            #expect(scale.size(of: style, at: .large) == size)
        }
    }

    @Test func tableStylesUseTheirOwnRows() throws {
        var cells: [ContentSizeCategory: StyleSpec.TableCell] = [:]
        for category in ContentSizeCategory.allCases {
            cells[category] = .init(size: Double(10 + category.rawValue), leading: Double(14 + category.rawValue), weight: .bold)
        }
        let style = StyleSpec(name: "label", scale: .table, table: cells)
        let scale = try TypeScale(TypographySpec(fonts: Self.text, styles: [style]))
        #expect(scale.size(of: style, at: .ax1) == 17)
        #expect(scale.tableLeading(of: style, at: .ax1) == 21)
        #expect(scale.weights(of: style, at: .ax1).regular == .bold)
    }

    @Test func everyProblemIsReportedTogetherWithItsPath() {
        let spec = TypographySpec(fonts: Self.text, styles: [
            StyleSpec(name: "brand"),                                              // not in Apple's table
            StyleSpec(name: "a", size: 12, scale: .relative(to: "b")),            // a → b → a
            StyleSpec(name: "b", size: 12, scale: .relative(to: "a")),
            StyleSpec(name: "c", scale: .linear(factors: [:])),                   // no size
            StyleSpec(name: .body, font: "display"),                              // unknown role
            StyleSpec(name: .body),                                               // defined twice
        ])
        let error = #expect(throws: Diagnostics.self) { try TypeScale(spec) }
        let messages = error?.diagnostics.map(\.description) ?? []
        #expect(messages.contains { $0.hasPrefix("typography.styles[0].name: error: Apple's table has no style 'brand'") })
        #expect(messages.contains { $0.hasPrefix("typography.styles[1].scale.to: error: relative scaling loops: a → b → a") })
        #expect(messages.contains { $0.hasPrefix("typography.styles[3].size: error: the linear model needs the style's size") })
        #expect(messages.contains { $0.hasPrefix("typography.styles[4].font: error: no font role 'display'") })
        #expect(messages.contains { $0.hasPrefix("typography.styles[5].name: error: style 'body' is defined twice") })
        #expect(messages == messages.sorted())
    }
}
