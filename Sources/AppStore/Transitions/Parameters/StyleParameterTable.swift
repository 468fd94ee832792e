/// A style's numbers, in the order its docs list them. Each style's folder declares one
/// (`static let parameters` on its numbers type); its descriptor carries it, so a new style adds
/// its table and nothing else.
public struct StyleParameterTable: Sendable {
    /// The style's name (`zoom`).
    public let style: String
    public let parameters: [StyleParameter]
    /// The spring and the curve the Lab plots; nil for a style with no numbers.
    public let plot: StylePlot?

    public init(style: String, plot: StylePlot? = nil, _ parameters: [StyleParameter]) {
        precondition(Set(parameters.map(\.name)).count == parameters.count, "\(style): a parameter is listed twice")
        let names = Set(parameters.map(\.name))
        precondition(plot?.names.allSatisfy(names.contains) ?? true, "\(style): the plot names a parameter the table lacks")
        self.style = style
        self.plot = plot
        self.parameters = parameters
    }

    /// The parameter called `name`, or nil.
    public func parameter(named name: String) -> StyleParameter? { parameters.first { $0.name == name } }

    /// The defaults, with nothing tuned.
    public var defaults: StyleParameters { StyleParameters(table: self, overrides: [:]) }
}

/// A style's numbers in force for one transition: the table's defaults with the tuned values over
/// them. Animators read their numbers from here, by name, once when they are made, so a change in
/// the Lab applies from the next transition on.
public struct StyleParameters: Sendable {
    public let table: StyleParameterTable
    /// Tuned values by parameter name; each is inside its parameter's range.
    public let overrides: [String: Double]

    /// The value of `name`. A name the table lacks is the programmer's mistake, caught by the
    /// style's tests on its first transition.
    public subscript(_ name: String) -> Double {
        if let v = overrides[name] { return v }
        guard let p = table.parameter(named: name) else { preconditionFailure("\(table.style) has no parameter \(name)") }
        return p.value
    }
}
