extension PageResources {
  /// The keyed DOM renderer and the player, `renderer.js`: plain JavaScript, no framework.
  static let renderer = #"""
    // A keyed DOM renderer for edit scripts, in plain JavaScript.
    //
    // The list is a <div> of <section> nodes, one per folder, each holding an <h2> header and an
    // <ol> of <li> rows. Every section and row node carries its identifier in data-key. A step is
    // applied where it says, by identity: the node at the step's offset must hold the step's
    // identifier, a move is remove() then insertBefore() of that same node, and a node is created
    // only for what a step inserts or reloads. No HTML is ever assigned; text goes in textContent.
    "use strict";

    class KeyedList {
      constructor(root) {
        this.root = root;
      }

      // The section node at `offset`, which must be `id`.
      sectionAt(offset, id) {
        const node = this.root.children[offset];
        if (!node || node.dataset.key !== id) {
          throw new Error(`expected section ${id} at ${offset}, found ${node ? node.dataset.key : "none"}`);
        }
        return node;
      }

      // The <ol> of the section at `offset`, whatever its identifier.
      rowsOf(offset) {
        const node = this.root.children[offset];
        if (!node) throw new Error(`no section at ${offset}`);
        return node.querySelector(":scope > ol");
      }

      // The <ol> of the section `id`, wherever it is.
      rowsOfSection(id) {
        for (const node of this.root.children) {
          if (node.dataset.key === id) return node.querySelector(":scope > ol");
        }
        throw new Error(`no section ${id}`);
      }

      // The row node at `offset` of `list`, which must be `id`.
      rowAt(list, offset, id) {
        const node = list.children[offset];
        if (!node || node.dataset.key !== id) {
          throw new Error(`expected row ${id} at ${offset}, found ${node ? node.dataset.key : "none"}`);
        }
        return node;
      }

      // Puts `node` at `offset` among the children of `parent`.
      place(parent, node, offset) {
        if (offset < 0 || offset > parent.children.length) {
          throw new Error(`offset ${offset} out of range 0...${parent.children.length}`);
        }
        parent.insertBefore(node, parent.children[offset] || null);
      }

      makeSection(id, title, items, update) {
        const section = document.createElement("section");
        section.className = "folder";
        section.dataset.key = id;
        const header = document.createElement("h2");
        header.textContent = title;
        const list = document.createElement("ol");
        section.append(header, list);
        for (const item of items) list.append(this.makeRow(item, contentOf(update, item)));
        return section;
      }

      makeRow(id, content, level, expanded) {
        const row = document.createElement("li");
        row.dataset.key = id;
        const disclosure = document.createElement("span");
        disclosure.className = "disclosure";
        const label = document.createElement("span");
        label.className = "label";
        row.append(disclosure, label);
        this.fill(row, content);
        this.shape(row, level ?? content.level ?? 0, expanded ?? content.expanded ?? false);
        return row;
      }

      // Writes a row's words and look, in place.
      fill(row, content) {
        row.className = `row ${content.style}`;
        row.dataset.expandable = content.expandable ? "1" : "0";
        row.querySelector(".label").textContent = content.label;
      }

      // Sets a row's level and disclosure, in place.
      shape(row, level, expanded) {
        row.dataset.level = String(level);
        row.style.setProperty("--level", String(level));
        row.dataset.expanded = expanded ? "1" : "0";
        const glyph = row.dataset.expandable === "1" ? (expanded ? "▾" : "▸") : "";
        row.querySelector(".disclosure").textContent = glyph;
      }

      // Applies one step of a sectioned script.
      applySnapshotStep(step, update) {
        switch (step.op) {
          case "deleteSection":
            this.sectionAt(step.at, step.id).remove();
            break;
          case "insertSection":
            this.place(this.root, this.makeSection(step.id, titleOf(update, step.id), step.items, update),
              step.at);
            break;
          case "moveSection": {
            const node = this.sectionAt(step.from, step.id);
            node.remove();
            this.place(this.root, node, step.to);
            break;
          }
          case "deleteItem":
            this.rowAt(this.rowsOf(step.at[0]), step.at[1], step.id).remove();
            break;
          case "insertItem":
            this.place(this.rowsOf(step.at[0]), this.makeRow(step.id, contentOf(update, step.id)),
              step.at[1]);
            break;
          case "moveItem": {
            const node = this.rowAt(this.rowsOf(step.from[0]), step.from[1], step.id);
            node.remove();
            this.place(this.rowsOf(step.to[0]), node, step.to[1]);
            break;
          }
          case "reloadSection": {
            const old = this.sectionAt(step.at, step.id);
            const items = Array.from(old.querySelector(":scope > ol").children, (row) => row.dataset.key);
            old.replaceWith(this.makeSection(step.id, titleOf(update, step.id), items, update));
            break;
          }
          case "reconfigureSection": {
            // The header's words change where they stand; the section and its rows stay.
            const section = this.sectionAt(step.at, step.id);
            section.querySelector(":scope > h2").textContent = titleOf(update, step.id);
            break;
          }
          case "reloadItem": {
            const old = this.rowAt(this.rowsOf(step.at[0]), step.at[1], step.id);
            old.replaceWith(this.makeRow(step.id, contentOf(update, step.id)));
            break;
          }
          case "reconfigureItem": {
            const row = this.rowAt(this.rowsOf(step.at[0]), step.at[1], step.id);
            const content = contentOf(update, step.id);
            this.fill(row, content);
            this.shape(row, content.level ?? Number(row.dataset.level),
              content.expanded ?? row.dataset.expanded === "1");
            break;
          }
          default:
            throw new Error(`unknown step ${step.op}`);
        }
      }

      // Applies one step of an outline script to the rows of `list`.
      applyOutlineStep(list, step, update) {
        switch (step.op) {
          case "delete":
            this.rowAt(list, step.at, step.id).remove();
            break;
          case "insert":
            this.place(list, this.makeRow(step.id, contentOf(update, step.id), step.level, step.expanded === true),
              step.at);
            break;
          case "move": {
            const node = this.rowAt(list, step.from, step.id);
            node.remove();
            this.place(list, node, step.to);
            break;
          }
          case "update":
            this.shape(this.rowAt(list, step.at, step.id), step.level, step.expanded === true);
            break;
          default:
            throw new Error(`unknown outline step ${step.op}`);
        }
      }

      // Applies a whole update, step by step.
      apply(update) {
        const steps = update.script.steps;
        if (update.kind === "snapshot") {
          const counts = Array.from(this.root.children, (node) => node.querySelector(":scope > ol").children.length);
          if (JSON.stringify(counts) !== JSON.stringify(update.script.start)) {
            throw new Error(`script starts from ${JSON.stringify(update.script.start)}, page has ${JSON.stringify(counts)}`);
          }
          for (const step of steps) this.applySnapshotStep(step, update);
        } else if (update.kind === "outline") {
          const list = this.rowsOfSection(update.section);
          if (list.children.length !== update.script.start) {
            throw new Error(`script starts from ${update.script.start} rows, page has ${list.children.length}`);
          }
          for (const step of steps) this.applyOutlineStep(list, step, update);
        } else {
          throw new Error(`unknown update kind ${update.kind}`);
        }
      }
    }

    function contentOf(update, id) {
      const content = update.rows[id];
      if (!content) throw new Error(`the update brings no words for row ${id}`);
      return content;
    }

    function titleOf(update, id) {
      const title = update.sections[id];
      if (title === undefined) throw new Error(`the update brings no header for section ${id}`);
      return title;
    }

    // Plays a stream of updates into the page, one update per press of "Next step".
    class Player {
      constructor(stream, elements) {
        this.stream = stream;
        this.elements = elements;
        this.list = new KeyedList(elements.root);
        this.position = 0; // updates applied so far
        this.timer = null;
        elements.next.addEventListener("click", () => this.next());
        elements.play.addEventListener("click", () => this.toggle());
        this.show();
      }

      get done() {
        return this.position >= this.stream.frames.length;
      }

      // Applies the next update; returns it, or null at the end.
      next() {
        if (this.done) return null;
        const frame = this.stream.frames[this.position];
        this.list.apply(frame.update);
        this.position += 1;
        this.show(frame);
        return frame;
      }

      // Starts or stops unattended play.
      toggle() {
        if (this.timer) {
          this.stop();
        } else {
          this.timer = setInterval(() => { if (!this.next()) this.stop(); }, 700);
          this.show(this.stream.frames[this.position - 1]);
        }
      }

      stop() {
        clearInterval(this.timer);
        this.timer = null;
        this.show(this.stream.frames[this.position - 1]);
      }

      // Updates the step counter, the note and the wire view.
      show(frame) {
        const { counter, note, wire, next, play } = this.elements;
        const total = this.stream.frames.length;
        counter.textContent = frame ? `Step ${this.position} of ${total}: ${frame.title}` : `Step 0 of ${total}`;
        if (frame) {
          const count = frame.update.script.steps.length;
          counter.textContent += ` · ${count} edit ${count === 1 ? "step" : "steps"}`;
        }
        note.textContent = frame ? frame.note : "Press “Next step” to open the mailbox.";
        wire.textContent = frame ? describe(frame.update) : "";
        next.disabled = this.done;
        play.disabled = this.done;
        play.textContent = this.timer ? "Pause" : "Play";
      }
    }

    // The update's steps, one JSON object a line, as they came over the wire.
    function describe(update) {
      const target = update.kind === "outline" ? ` to ${update.section}` : "";
      const lines = update.script.steps.map(({ op, ...fields }) => JSON.stringify({ op, ...fields }));
      return [`${update.kind} script${target}, from ${JSON.stringify(update.script.start)}:`, ...lines].join("\n");
    }

    """#
}
