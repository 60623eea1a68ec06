// Builds two snapshots of a small mail app, prints the changeset between them, and replays it
// the way a renderer would, proving that the batch turns the old screen into the new one.
if !MailDemo.run(print: { print($0) }) {
  fatalError("The replayed screen differs from the new snapshot.")
}
