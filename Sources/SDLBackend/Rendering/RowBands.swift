/// A set of pixel rows as sorted, disjoint, non-adjacent half-open ranges: which rows of a
/// layer's raster hold its drawing, or must be drawn.
struct RowBands: Equatable {
    private(set) var ranges: [Range<Int>] = []

    init() {}

    /// Rows `range` (none when it is empty).
    init(_ range: Range<Int>) { insert(range) }

    var isEmpty: Bool { ranges.isEmpty }

    /// How many rows.
    var count: Int { ranges.reduce(0) { $0 + $1.count } }

    /// Adds `range`, merging it with the ranges it overlaps or touches.
    mutating func insert(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var merged = range
        ranges.removeAll { r in
            guard r.upperBound >= merged.lowerBound && merged.upperBound >= r.lowerBound else { return false }
            merged = min(r.lowerBound, merged.lowerBound)..<max(r.upperBound, merged.upperBound)
            return true
        }
        ranges.insert(merged, at: ranges.firstIndex { $0.lowerBound > merged.lowerBound } ?? ranges.count)
    }

    /// The rows of both.
    func union(_ other: RowBands) -> RowBands {
        var u = self
        for r in other.ranges { u.insert(r) }
        return u
    }

    /// The rows of this set that `other` lacks.
    func subtracting(_ other: RowBands) -> RowBands {
        var out = RowBands()
        for r in ranges {
            var start = r.lowerBound
            for o in other.ranges where o.upperBound > start && o.lowerBound < r.upperBound {
                if o.lowerBound > start { out.ranges.append(start..<o.lowerBound) }
                start = max(start, o.upperBound)
            }
            if start < r.upperBound { out.ranges.append(start..<r.upperBound) }
        }
        return out
    }

    /// The first `n` rows of the set, from the top.
    func first(_ n: Int) -> RowBands {
        var out = RowBands(), left = n
        for r in ranges where left > 0 {
            out.ranges.append(r.lowerBound..<r.lowerBound + min(left, r.count))
            left -= min(left, r.count)
        }
        return out
    }

    /// Whether some row of `range` is in the set.
    func intersects(_ range: Range<Int>) -> Bool { ranges.contains { $0.overlaps(range) } }

    /// Whether every row of `range` is in the set.
    func contains(_ range: Range<Int>) -> Bool { range.isEmpty || ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound } }
}
