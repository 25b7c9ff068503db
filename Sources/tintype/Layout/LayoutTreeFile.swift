import TintypeDocument
import TintypeTrees
import TintypeTheme
import TintypeCommandLine

/// What `layout resolve` and `preview --layout` share: a tree file read into a `LayoutTree` whose
/// readable widths follow a theme's body style.
enum LayoutTreeFile {
    /// The tree in `path`, resolved. With a theme, the readable widths scale along its body style
    /// and its component kinds may stand as views (`themePath` names it in the error).
    static func read(_ path: String, category: ContentSizeCategory, rightToLeft: Bool, device: DevicePreset?,
                     theme: (theme: Theme, path: String)?, files: some FileSource) throws -> (tree: LayoutTree, options: LayoutTreeReader.Options) {
        var widths = ReadableWidth.apple
        var options = LayoutTreeReader.Options(hasDeviceOverride: device != nil)
        if let theme {
            guard let themed = ReadableWidth.widths(for: try theme.theme.typeScale()) else {
                throw UsageError(description: "\(theme.path): the theme has no body style, which sets the readable width; add one")
            }
            widths = themed
            options.componentKinds = Set(theme.theme.tints.componentTints.keys).union(theme.theme.tints.componentBarTints.keys)
        }
        let tree = try LayoutTreeReader.tree(try TreeCommandText.read(path, files: files), file: path, options: options) {
            LayoutTree(category: category, rightToLeft: rightToLeft, readableWidths: widths, device: device)
        }
        return (tree, options)
    }
}
