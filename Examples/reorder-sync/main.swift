// Drags tasks of a small to-do app through DiffableDataSource and proves, after every drag,
// that the JSON store on disk and the data source's snapshot agree. Run with --help for the
// options; with no arguments it runs a built-in script on a fresh store.
ReorderSync.main(arguments: Array(CommandLine.arguments.dropFirst()))
