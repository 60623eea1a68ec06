import Snapshots
import TestSupport

/// An empty data source with a recorder attached as its renderer: the start of most data
/// source tests.
func recordedDataSource() -> (DiffableDataSource<String, Int>, DataSourceRecorder<String, Int>) {
  let dataSource = DiffableDataSource<String, Int>()
  let recorder = DataSourceRecorder<String, Int>()
  recorder.attach(to: dataSource)
  return (dataSource, recorder)
}
