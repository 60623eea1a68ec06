import TestSupport

/// A workload element, as the cases name it: identity `id`, content `version`.
typealias Item = WorkloadItem<Int>
