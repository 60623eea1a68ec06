@_exported import Snapshots
