import Snapshots
print(Diff(from: [1, 2, 3], to: [3, 1, 4]))
