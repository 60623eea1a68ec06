/// The page's static files, kept as strings so that the example writes a whole page from its
/// own binary, with nothing to fetch and no bundle to locate.
enum PageResources {}
