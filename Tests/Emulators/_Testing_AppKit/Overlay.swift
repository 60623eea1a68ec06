// An empty stand-in for the Testing–AppKit cross-import overlay that only Apple's SDKs ship.
internal enum _Overlay {}
