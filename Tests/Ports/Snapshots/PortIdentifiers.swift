// Compiled with every port. The identifiers the ports' snapshots hold and the check that a type
// is Sendable, declared once for them all.

import Snapshots

/// A section identifier, Hashable and Sendable as Apple requires.
enum PortSection: Hashable, Sendable {
  case main, other
}

/// An item identifier, Hashable and Sendable as Apple requires.
struct PortItem: Hashable, Sendable {
  let id: Int
}

/// Compiles only for a Sendable value: where Apple declares a type Sendable, its port passes one.
func requireSendable<Value: Sendable>(_ value: Value) {}
