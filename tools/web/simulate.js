// Simulations from the page (docs/web.md, "Simulate"): POST /api/simulations runs
// `tabula simulate` on the server; its progress is polled, and its summary drawn as SVG
// charts: win rates per seat and per trait with their 95% intervals, match lengths, and
// how matches end.
"use strict";
const SVGNS = "http://www.w3.org/2000/svg";
const ROW = 22, LABEL = 170, WIDTH = 560;

function shape(tag, attrs, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function chart(title, rows, cls) {
  const box = el("figure", { class: "chart " + cls });
  box.appendChild(el("figcaption", {}, title));
  const root = shape("svg", { viewBox: `0 0 ${WIDTH} ${rows * ROW + 24}`, class: "chart-svg" });
  box.appendChild(root);
  $("charts").appendChild(box);
  return root;
}

function axis(root, y, from, to, unit) {
  const plot = WIDTH - LABEL - 60;
  for (let i = 0; i <= 4; i++) {
    const x = LABEL + plot * i / 4;
    root.appendChild(shape("line", { x1: x, y1: 0, x2: x, y2: y, class: "grid" }));
    root.appendChild(shape("text", { x, y: y + 14, "text-anchor": "middle", class: "tick" },
      `${Math.round(from + (to - from) * i / 4)}${unit}`));
  }
  return (v) => LABEL + plot * (v - from) / ((to - from) || 1);
}

// Rates with their 95% intervals: a bar to the rate, a whisker over the interval.
function rateChart(title, rows, cls) {
  const root = chart(title, rows.length, cls);
  const x = axis(root, rows.length * ROW, 0, 100, "%");
  rows.forEach((r, i) => {
    const y = i * ROW + 4;
    root.appendChild(shape("text", { x: LABEL - 6, y: y + 12, "text-anchor": "end", class: "row-label" }, r.label));
    root.appendChild(shape("rect", { x: LABEL, y, width: x(100 * r.rate) - LABEL, height: ROW - 8, class: "bar",
                                     "data-rate": r.rate }));
    const [lo, hi] = r.ci95 || [r.rate, r.rate];
    root.appendChild(shape("line", { x1: x(100 * lo), x2: x(100 * hi), y1: y + 7, y2: y + 7, class: "whisker" }));
    root.appendChild(shape("text", { x: x(100 * hi) + 4, y: y + 12, class: "value" },
      `${(100 * r.rate).toFixed(1)}% [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`));
  });
}

// Match lengths: min to max as a line, p10 to p90 as a box, the median a tick, the mean a dot.
function lengthChart(lengths) {
  const kinds = ["turns", "moves", "decisions"].filter((k) => lengths[k] && lengths[k].max !== undefined);
  if (!kinds.length) return;
  const root = chart("Match lengths (min–max, p10–p90, median |, mean •)", kinds.length, "lengths");
  const top = Math.max(...kinds.map((k) => lengths[k].max));
  const x = axis(root, kinds.length * ROW, 0, top, "");
  kinds.forEach((k, i) => {
    const l = lengths[k], y = i * ROW + 4;
    root.appendChild(shape("text", { x: LABEL - 6, y: y + 12, "text-anchor": "end", class: "row-label" }, k));
    root.appendChild(shape("line", { x1: x(l.min), x2: x(l.max), y1: y + 7, y2: y + 7, class: "whisker" }));
    root.appendChild(shape("rect", { x: x(l.p10), y, width: Math.max(1, x(l.p90) - x(l.p10)), height: ROW - 8, class: "bar" }));
    root.appendChild(shape("line", { x1: x(l.p50), x2: x(l.p50), y1: y, y2: y + ROW - 8, class: "median" }));
    root.appendChild(shape("circle", { cx: x(l.mean), cy: y + 7, r: 3, class: "mean" }));
  });
}

function endingsChart(s) {
  const rows = (s.endings || []).slice(0, 12).map((e) => ({ label: e.reason === null ? "(no reason given)" : e.reason,
                                                            rate: e.share }));
  if (s.errors) rows.push({ label: "errors", rate: s.errors / s.matches });
  if (s.unfinished) rows.push({ label: "unfinished", rate: s.unfinished / s.matches });
  if (!rows.length) return;
  const root = chart("How matches end", rows.length, "endings");
  const x = axis(root, rows.length * ROW, 0, 100, "%");
  rows.forEach((r, i) => {
    const y = i * ROW + 4;
    root.appendChild(shape("text", { x: LABEL - 6, y: y + 12, "text-anchor": "end", class: "row-label" },
      r.label.length > 26 ? r.label.slice(0, 25) + "…" : r.label));
    root.appendChild(shape("rect", { x: LABEL, y, width: x(100 * r.rate) - LABEL, height: ROW - 8, class: "bar" }));
    root.appendChild(shape("text", { x: x(100 * r.rate) + 4, y: y + 12, class: "value" }, `${(100 * r.rate).toFixed(1)}%`));
  });
}

function drawSummary(s, id) {
  $("charts").textContent = "";
  $("charts").appendChild(el("p", {}, `${s.name || s.game} ${s.version || ""}: ${s.matches} matches, ` +
    `draws ${s.draws}, errors ${s.errors}, unfinished ${s.unfinished}`));
  rateChart("Wins per seat (95% interval)", s.seat_wins.map((w) => ({ label: `seat ${w.seat}`, rate: w.rate, ci95: w.ci95 })), "seats");
  if ((s.traits || []).length)
    rateChart("Wins per trait (95% interval)", s.traits.map((t) => ({ label: t.trait, rate: t.win_rate, ci95: t.ci95 })), "traits");
  lengthChart(s.lengths || {});
  endingsChart(s);
  const a = $("sim-download");
  a.href = `/api/simulations/${id}/result`;
  a.download = `simulation-${s.game}.json`;
  a.hidden = false;
}

async function poll(id) {
  const r = await fetch(`/api/simulations/${id}`);
  const j = await r.json();
  if (!r.ok) { $("error").textContent = j.error; return; }
  $("sim-progress").max = j.matches;
  $("sim-progress").value = j.done;
  $("sim-count").textContent = `${j.done} / ${j.matches} matches`;
  if (j.state === "running") { setTimeout(() => poll(id), 300); return; }
  document.body.dataset.simulation = j.state;
  $("status").textContent = j.state;
  if (j.state === "done") drawSummary(j.summary, id);
  else $("error").textContent = j.error;
}

async function simulate() {
  $("error").textContent = "";
  $("charts").textContent = "";
  $("sim-download").hidden = true;
  delete document.body.dataset.simulation;
  const body = { ...formRequest(), matches: Number($("matches").value) };
  const r = await fetch("/api/simulations", { method: "POST", headers: { "Content-Type": "application/json" },
                                              body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) { $("error").textContent = j.error; return; }
  $("sim-progress").hidden = false;
  $("status").textContent = "running";
  poll(j.id);
}

firstAgent = "random";
loadForm(["random", "first", "mcts", "mcts:iterations=200"], simulate);
