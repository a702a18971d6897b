// The game's shapes (docs/web.md, "The scene"), drawn as SVG. A shape with `option`
// answers it at a click. A shape with `options` is half of a move: the first click
// keeps its options and outlines the shapes that share one; a click on one of those
// answers the option both name (or, when several remain, such as a promotion's
// pieces, leaves only their buttons lit). A click on the kept shape lets it go.
"use strict";
const Board = (() => {
  const SVG = "http://www.w3.org/2000/svg";
  let kept = null;  // {decision, shape: its index, ids: the options still open}

  function svg(tag, attrs = {}) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, v);
    return e;
  }

  function hexPoints(x, y, size) {
    const pts = [];
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 180 * (60 * i - 30);
      pts.push(`${x + size * Math.cos(a)},${y + size * Math.sin(a)}`);
    }
    return pts.join(" ");
  }

  // The shape's outline and where its label goes.
  function outline(s) {
    const paint = { fill: s.fill || "none", stroke: s.stroke || "#333", "stroke-width": 2 };
    const x = s.x || 0, y = s.y || 0;
    if (s.type === "rect") return [svg("rect", { x, y, width: s.w, height: s.h, ...paint }), x + (s.w || 0) / 2, y + (s.h || 0) / 2];
    if (s.type === "circle") return [svg("circle", { cx: x, cy: y, r: s.r || 10, ...paint }), x, y];
    if (s.type === "hex") return [svg("polygon", { points: hexPoints(x, y, s.size || s.r || 20), ...paint }), x, y];
    if (s.type === "polygon") {
      const p = s.points || [], pairs = [];
      for (let i = 0; i + 1 < p.length; i += 2) pairs.push(`${p[i]},${p[i + 1]}`);
      return [svg("polygon", { points: pairs.join(" "), ...paint }), x, y];
    }
    if (s.type === "line") return [svg("line", { x1: x, y1: y, x2: s.x2, y2: s.y2, stroke: s.stroke || "#333", "stroke-width": 2 }), x, y];
    return [null, x, y];
  }

  function shared(a, b) { return a.filter((id) => b.includes(id)); }

  // Lights the buttons of the options still open (all of them when nothing is kept).
  function lightButtons() {
    for (const b of document.querySelectorAll("button.option"))
      b.classList.toggle("dim", !!kept && !kept.ids.includes(b.dataset.option));
  }

  function draw(box, scene, choice, answer) {
    box.textContent = "";
    if (!choice || !kept || kept.decision !== choice.decision) kept = null;
    if (!scene || !scene.shapes || !scene.shapes.length) return;
    const redraw = () => draw(box, scene, choice, answer);
    const pick = (i, ids) => {
      if (kept && kept.shape === i) kept = null;
      else if (kept && shared(kept.ids, ids).length) {
        const both = shared(kept.ids, ids);
        if (both.length === 1) { kept = null; return answer(both); }
        kept = { decision: choice.decision, shape: i, ids: both };
      } else if (ids.length === 1) return answer(ids);
      else kept = { decision: choice.decision, shape: i, ids };
      redraw();
    };
    if (scene.title) { const h = document.createElement("h2"); h.textContent = scene.title; box.appendChild(h); }
    const w = scene.width || 400, h = scene.height || 400;
    const root = svg("svg", { viewBox: `-2 -2 ${w + 4} ${h + 4}`, class: "scene" });
    root.style.maxWidth = `${Math.max(520, w)}px`;  // a wide board (L5R's, Crusaders') as wide as the column
    scene.shapes.forEach((s, i) => {
      const g = svg("g");
      const [shape, cx, cy] = outline(s);
      if (shape) g.appendChild(shape);
      if (s.label) {
        const t = svg("text", { x: cx, y: cy, "text-anchor": "middle", "dominant-baseline": "central",
                                fill: s.colour || "#222", class: "label" });
        if (s.font) t.style.fontSize = `${s.font}px`;  // not an attribute: the page's CSP allows no inline style
        t.textContent = s.label;
        g.appendChild(t);
      }
      if (s.title) { const t = svg("title"); t.textContent = s.title; g.appendChild(t); }
      if (s.option) {
        g.classList.add("clickable");
        g.setAttribute("data-option", s.option);
        g.addEventListener("click", () => answer([s.option]));
      } else if (s.options) {
        g.classList.add("clickable");
        g.setAttribute("data-options", s.options.join(" "));
        if (kept && kept.shape === i) g.classList.add("kept");
        else if (kept && shared(kept.ids, s.options).length) g.classList.add("target");
        g.addEventListener("click", () => pick(i, s.options));
      }
      root.appendChild(g);
    });
    box.appendChild(root);
    lightButtons();
  }

  return { draw };
})();
