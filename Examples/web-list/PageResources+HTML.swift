extension PageResources {
  /// The page, `index.html`: controls, the list, the wire view, and the start-up script that plays
  /// the stream, opens at `?step=N`, plays unattended with `?autoplay=1` or checks itself with
  /// `?selfcheck=1`.
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>web-list</title>
    <link rel="stylesheet" href="style.css">
    </head>
    <body>
    <header>
      <h1 id="title">web-list</h1>
      <div class="controls">
        <button id="next" type="button">Next step</button>
        <button id="play" type="button">Play</button>
        <span id="counter" class="counter"></span>
      </div>
      <p id="note" class="note"></p>
      <pre id="selfcheck" class="selfcheck" hidden></pre>
    </header>
    <main>
      <div id="list" class="list" aria-live="polite"></div>
      <aside class="wire">
        <h3>Over the wire</h3>
        <pre id="wire"></pre>
      </aside>
    </main>
    <script src="stream.js"></script>
    <script src="renderer.js"></script>
    <script src="selfcheck.js"></script>
    <script>
      "use strict";
      // ?selfcheck=1 plays and checks everything; ?step=N opens after N updates; ?autoplay=1 plays.
      const parameters = new URLSearchParams(location.search);
      const stream = window.WEB_LIST_STREAM;
      document.getElementById("title").textContent = stream.title;
      const player = new Player(stream, {
        root: document.getElementById("list"),
        next: document.getElementById("next"),
        play: document.getElementById("play"),
        counter: document.getElementById("counter"),
        note: document.getElementById("note"),
        wire: document.getElementById("wire"),
      });
      if (parameters.get("selfcheck") === "1") {
        runSelfCheck(player, document.getElementById("selfcheck"));
      } else {
        const start = Math.min(Number(parameters.get("step")) || 0, stream.frames.length);
        while (player.position < start) player.next();
        if (parameters.get("autoplay") === "1") player.toggle();
      }
    </script>
    </body>
    </html>

    """#
}
