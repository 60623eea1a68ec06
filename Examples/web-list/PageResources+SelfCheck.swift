extension PageResources {
  /// The self-check, `selfcheck.js`: compares the DOM with the expected rows after every update
  /// and counts the nodes created.
  static let selfCheck = #"""
    // The page's self-check (index.html?selfcheck=1): plays every update and, after each one,
    // compares the DOM with the rows the Swift side expects and counts the nodes the renderer
    // created and kept, so that a row or a section that was not reloaded must still be the very
    // node it was, even when its words changed.
    //
    // It ends with one line in <pre id="selfcheck"> (and in the title), which a test reads from
    // `chromium --headless --dump-dom`:
    //   WEB-LIST SELFCHECK PASS: 15/15 steps matched; ...
    //   WEB-LIST SELFCHECK FAIL: 14/15 steps matched; step 4 "...": <the first difference>
    "use strict";

    // Counts the row and section nodes created, and every assignment of HTML, from now on.
    function instrument() {
      const counts = { rows: 0, sections: 0, html: 0, fresh: new WeakSet() };
      const createElement = Document.prototype.createElement;
      Document.prototype.createElement = function (tag, options) {
        const node = createElement.call(this, tag, options);
        const name = String(tag).toLowerCase();
        if (name === "li") counts.rows += 1;
        if (name === "section") counts.sections += 1;
        counts.fresh.add(node);
        return node;
      };
      for (const name of ["innerHTML", "outerHTML"]) {
        const property = Object.getOwnPropertyDescriptor(Element.prototype, name);
        Object.defineProperty(Element.prototype, name, {
          ...property,
          set(value) {
            counts.html += 1;
            property.set.call(this, value);
          },
        });
      }
      const insertAdjacentHTML = Element.prototype.insertAdjacentHTML;
      Element.prototype.insertAdjacentHTML = function (...args) {
        counts.html += 1;
        return insertAdjacentHTML.apply(this, args);
      };
      return counts;
    }

    // The row nodes on the page, by key.
    function rowNodes(root) {
      const nodes = new Map();
      for (const row of root.querySelectorAll("li")) nodes.set(row.dataset.key, row);
      return nodes;
    }

    // The section nodes on the page, by key.
    function sectionNodes(root) {
      return new Map(Array.from(root.children, (node) => [node.dataset.key, node]));
    }

    // The first difference between the page and `expected`, or null.
    function compare(root, expected) {
      const sections = Array.from(root.children);
      if (sections.length !== expected.sections.length) {
        return `${sections.length} sections on the page, ${expected.sections.length} expected`;
      }
      for (const [s, want] of expected.sections.entries()) {
        const node = sections[s];
        if (node.tagName !== "SECTION" || node.dataset.key !== want.id) {
          return `section ${s}: expected ${want.id}, found ${node.tagName} ${node.dataset.key}`;
        }
        const header = node.querySelector(":scope > h2");
        if (!header || header.textContent !== want.title) {
          return `section ${want.id}: expected header "${want.title}", found "${header && header.textContent}"`;
        }
        const rows = Array.from(node.querySelector(":scope > ol").children);
        if (rows.length !== want.rows.length) {
          return `section ${want.id}: ${rows.length} rows on the page, ${want.rows.length} expected`;
        }
        for (const [r, row] of want.rows.entries()) {
          const found = rows[r];
          const level = Number(found.dataset.level);
          if (found.dataset.key !== row.id || level !== row.level || found.textContent !== row.text) {
            return `section ${want.id} row ${r}: expected ${row.id} level ${row.level} "${row.text}", ` +
              `found ${found.dataset.key} level ${level} "${found.textContent}"`;
          }
          // The level must show: the indentation is what the reader sees.
          const indent = getComputedStyle(found).paddingLeft;
          if (indent !== `${12 + 22 * row.level}px`) {
            return `section ${want.id} row ${row.id}: level ${row.level} indented by ${indent}`;
          }
        }
      }
      return null;
    }

    // Plays the whole stream through `player`, checking after every update; writes the result.
    function runSelfCheck(player, output) {
      const counts = instrument();
      const frames = player.stream.frames;
      let matched = 0;
      let firstFailure = null;
      let rowsChecked = 0;
      let created = 0;
      let kept = 0;
      for (const [index, frame] of frames.entries()) {
        const before = rowNodes(player.list.root);
        const sectionsBefore = sectionNodes(player.list.root);
        counts.rows = 0;
        counts.sections = 0;
        counts.fresh = new WeakSet();
        let problem = null;
        try {
          player.next();
        } catch (error) {
          problem = `the renderer stopped: ${error.message}`;
        }
        const want = frame.expected;
        if (!problem) problem = compare(player.list.root, want);
        if (!problem) {
          const after = rowNodes(player.list.root);
          let same = 0;
          for (const [key, node] of after) {
            if (before.get(key) === node) {
              same += 1;
            } else if (!counts.fresh.has(node)) {
              problem = `row ${key} has a node that was neither kept nor created`;
            }
          }
          if (!problem && counts.rows !== want.createdRows) {
            problem = `${counts.rows} row nodes created, ${want.createdRows} expected`;
          } else if (!problem && same !== want.keptRows) {
            problem = `${same} row nodes kept, ${want.keptRows} expected`;
          } else if (!problem && counts.sections !== want.createdSections) {
            problem = `${counts.sections} section nodes created, ${want.createdSections} expected`;
          }
          let sameSections = 0;
          for (const [key, node] of sectionNodes(player.list.root)) {
            if (sectionsBefore.get(key) === node) sameSections += 1;
          }
          if (!problem && sameSections !== want.keptSections) {
            problem = `${sameSections} section nodes kept, ${want.keptSections} expected`;
          }
          rowsChecked += after.size;
          created += counts.rows;
          kept += same;
        }
        if (problem) {
          if (!firstFailure) firstFailure = `step ${index + 1} "${frame.title}": ${problem}`;
          if (problem.startsWith("the renderer stopped")) break;
        } else {
          matched += 1;
        }
      }
      if (!firstFailure && counts.html !== 0) firstFailure = `${counts.html} HTML assignments`;
      const summary = `${matched}/${frames.length} steps matched`;
      const line = firstFailure
        ? `WEB-LIST SELFCHECK FAIL: ${summary}; ${firstFailure}`
        : `WEB-LIST SELFCHECK PASS: ${summary}; ${rowsChecked} rows checked; ` +
          `${created} row nodes created, ${kept} kept, as expected; ${counts.html} HTML assignments`;
      output.hidden = false;
      output.textContent = line;
      document.title = line;
      console.log(line);
      return line;
    }

    """#
}
