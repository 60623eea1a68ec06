extension PageResources {
  /// The page's look, `style.css`. A row is indented by 12px plus 22px per level.
  static let css = #"""
    /* The web-list page: a mail list on the left, the update's steps on the right. */
    :root {
      font: 15px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
      color: #1d232b;
      background: #f3f5f8;
    }
    body { margin: 0; }
    header {
      padding: 14px 24px 10px;
      background: #ffffff;
      border-bottom: 1px solid #d8dde5;
    }
    h1 { font-size: 20px; margin: 0 0 10px; }
    .controls { display: flex; align-items: center; gap: 10px; }
    button {
      font: inherit;
      padding: 5px 14px;
      border: 1px solid #2f6fd6;
      border-radius: 6px;
      background: #2f6fd6;
      color: #ffffff;
      cursor: pointer;
    }
    button#play { background: #ffffff; color: #2f6fd6; }
    button:disabled { opacity: 0.45; cursor: default; }
    .counter { font-weight: 600; margin-left: 8px; }
    .note { margin: 8px 0 0; color: #566070; }
    .selfcheck { margin: 8px 0 0; padding: 6px 10px; background: #eef7ee; white-space: pre-wrap; }
    main { display: flex; gap: 20px; padding: 16px 24px; align-items: flex-start; }
    .list { flex: 1 1 60%; min-width: 0; }
    .folder {
      background: #ffffff;
      border: 1px solid #d8dde5;
      border-radius: 8px;
      margin-bottom: 12px;
      overflow: hidden;
    }
    .folder > h2 {
      font-size: 13px;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: #566070;
      margin: 0;
      padding: 7px 12px;
      background: #eef1f5;
    }
    .folder > ol { list-style: none; margin: 0; padding: 0; }
    /* A row's level is its indentation; the self-check measures it: 12px + 22px per level. */
    .row {
      --level: 0;
      padding: 6px 12px 6px calc(12px + var(--level) * 22px);
      border-top: 1px solid #edf0f4;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .folder > ol > .row:first-child { border-top: none; }
    .disclosure { display: inline-block; width: 0; color: #2f6fd6; }
    .thread .disclosure, .reply .disclosure, .more .disclosure { width: 18px; }
    .unread .label { font-weight: 650; }
    .thread .label { font-weight: 600; }
    .reply .label { color: #38424f; }
    .more .label { color: #2f6fd6; font-style: italic; }
    .wire { flex: 0 1 40%; min-width: 280px; }
    .wire h3 { font-size: 13px; margin: 0 0 6px; color: #566070; text-transform: uppercase; }
    .wire pre {
      margin: 0;
      padding: 10px;
      background: #1e2430;
      color: #d7e1f0;
      border-radius: 8px;
      font-size: 12px;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }

    """#
}
