// A match as one seat sees it (or an onlooker, without a token): the scene drawn from
// the server's snapshot, the log beside it, the options as buttons; a click on a cell,
// piece or card whose option is asked answers it. Updates come as server-sent events.
"use strict";
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const id = params.get("id"), token = params.get("token") || "";
const q = token ? `?token=${encodeURIComponent(token)}` : "";
let current = null;  // the last snapshot shown

function el(tag, attrs = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

async function answer(ids) {
  $("error").textContent = "";
  const body = { answer: ids, decision: current.choice.decision };
  const r = await fetch(`/api/matches/${id}/answer${q}`, { method: "POST",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!r.ok) $("error").textContent = (await r.json()).error;
}

function clickable(node, option) {
  if (!option) return;
  node.classList.add("clickable");
  node.setAttribute("data-option", option);
  node.addEventListener("click", () => answer([option]));
}

function card(c) {
  const d = el("div", { class: "card" + (c.face === "down" ? " down" : "") + (c.turned ? " turned" : "") });
  if (c.hidden) {
    d.textContent = "?";
    d.title = "hidden";
  } else {
    d.appendChild(el("div", { class: "name" }, c.name || c.kind));
    if (c.side) d.appendChild(el("div", { class: "side" }, c.side));
    if (c.counters) d.appendChild(el("div", { class: "counters" },
      Object.entries(c.counters).map(([k, v]) => `${k} ${v}`).join(", ")));
    d.title = `${c.kind}${c.face === "down" ? " (face down)" : ""}`;
  }
  for (const a of c.attachments || []) d.appendChild(card(a));
  clickable(d, c.option);
  return d;
}

// The host's zones and spaces: cards as the seat may see them; a zone of which it sees
// no card shows only how many it holds. Each seat's zones in play first, then its
// provinces, hand, decks and discards; empty zones in one line at the end.
const ZONE_ORDER = ["play", "province", "hand", "deck", "discard"];
function zoneRank(z) {
  if (z.in_play) return 0;
  const i = ZONE_ORDER.indexOf(z.kind);
  return i < 0 ? ZONE_ORDER.length : i + 1;
}

function drawZones(scene) {
  const box = $("zones");
  box.textContent = "";
  if (!scene) return;
  const groups = new Map();
  for (const z of scene.zones || []) {
    const key = z.owner ? `Seat ${z.owner}` : "Shared";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(z);
  }
  for (const [name, zones] of groups) {
    const g = el("div", { class: "group" });
    g.appendChild(el("h3", {}, name));
    const sorted = zones.filter((z) => z.count > 0).sort((a, b) => zoneRank(a) - zoneRank(b));
    for (const z of sorted) {
      const zd = el("div", { class: "zone" + (z.in_play ? " in-play" : ""), "data-zone": z.id });
      zd.appendChild(el("div", { class: "zone-title" }, `${z.id} · ${z.count}`));
      const cards = el("div", { class: "cards" });
      if (z.hidden) cards.appendChild(el("div", { class: "card down" }, `${z.count} hidden`));
      for (const c of z.cards) cards.appendChild(card(c));
      zd.appendChild(cards);
      g.appendChild(zd);
    }
    const empty = zones.filter((z) => z.count === 0).map((z) => z.id);
    if (empty.length) g.appendChild(el("div", { class: "empty-zones muted" }, "empty: " + empty.join(", ")));
    box.appendChild(g);
  }
  if ((scene.spaces || []).length) {
    const g = el("div", { class: "group" });
    g.appendChild(el("h3", {}, "Spaces"));
    for (const s of scene.spaces) {
      const sd = el("div", { class: "zone" });
      sd.appendChild(el("div", { class: "zone-title" }, s.id));
      const cards = el("div", { class: "cards" });
      for (const o of s.objects) cards.appendChild(card(o));
      sd.appendChild(cards);
      g.appendChild(sd);
    }
    box.appendChild(g);
  }
}

function drawChoice(snap) {
  const box = $("choice");
  box.textContent = "";
  const c = snap.choice;
  if (!c) return;
  box.appendChild(el("h2", {}, c.prompt || "Your choice"));
  const multi = c.max > 1 || c.min !== 1;
  const picked = new Set();
  for (const o of c.options) {
    const b = el("button", { class: "option", "data-option": o.id }, o.label);
    b.addEventListener("click", () => {
      if (!multi) return answer([o.id]);
      if (picked.has(o.id)) { picked.delete(o.id); b.classList.remove("picked"); }
      else { picked.add(o.id); b.classList.add("picked"); }
    });
    box.appendChild(b);
  }
  if (multi) {
    box.appendChild(el("p", { class: "muted" }, `pick ${c.min === c.max ? c.min : c.min + " to " + c.max}`));
    const done = el("button", { class: "done" }, "Answer");
    done.addEventListener("click", () => answer([...picked]));
    box.appendChild(done);
  }
}

// The seat's view as a tree: objects and lists fold; which are open stays so across updates.
const openPaths = new Set(["$"]);
function tree(value, path, name) {
  if (value === null || typeof value !== "object") {
    const leaf = el("div", { class: "leaf" });
    leaf.appendChild(el("span", { class: "key" }, name + ": "));
    leaf.appendChild(el("span", { class: "value" }, JSON.stringify(value)));
    return leaf;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i + 1), v]) : Object.entries(value);
  const d = el("details");
  if (openPaths.has(path)) d.open = true;
  d.addEventListener("toggle", () => (d.open ? openPaths.add(path) : openPaths.delete(path)));
  d.appendChild(el("summary", {}, `${name} ${Array.isArray(value) ? "[" + entries.length + "]" : "{" + entries.length + "}"}`));
  for (const [k, v] of entries) d.appendChild(tree(v, path + "." + k, k));
  return d;
}

function status(snap) {
  if (snap.state === "finished") {
    const r = snap.result || {};
    if (r.outcome === "draw") return "Draw" + (r.reason ? ` (${r.reason})` : "");
    return `Winner: seat ${(r.winners || []).join(", ")}` + (r.reason ? ` (${r.reason})` : "");
  }
  if (snap.state === "failed") return snap.error || "the match failed";
  if (snap.state === "your_turn") return "Your turn";
  if (snap.state === "starting") return "starting…";
  return "playing…";
}

// The board, zones, text board, view and log of a snapshot or a past step (panel.js);
// `choice` and `answer` make its shapes answer (none for a past step).
function drawSeen(s, choice, answer) {
  Board.draw($("board"), s.scene, choice, answer);
  // a game that draws its own board draws its zones in it
  drawZones(s.scene && s.scene.shapes && s.scene.shapes.length ? null : s.scene);
  $("render").textContent = s.render || "";
  const vt = $("view-tree");
  vt.textContent = "";
  if (s.view !== undefined) vt.appendChild(tree(s.view, "$", "view"));
  const log = $("log");
  log.textContent = "";
  for (const line of s.log || []) log.appendChild(el("li", {}, line));
  log.scrollTop = log.scrollHeight;
}

function show(snap) {
  current = snap;
  if (typeof onLiveSnapshot === "function" && onLiveSnapshot(snap)) return;  // panel.js: a past step is shown
  document.body.dataset.state = snap.state;
  $("title").textContent = `${snap.game} · ${snap.seat ? "seat " + snap.seat : "onlooker"}`;
  $("status").textContent = status(snap);
  drawChoice(snap);
  drawSeen(snap, snap.choice, answer);
  if ((snap.errors || []).length) $("error").textContent = snap.errors.join("\n");
}

async function main() {
  if (!id) { $("status").textContent = "no match id in the address"; return; }
  const r = await fetch(`/api/matches/${id}${q}`);
  const j = await r.json();
  if (!r.ok) { $("status").textContent = j.error; return; }
  show(j);
  if (typeof panelForMatch === "function") panelForMatch(j);
  const events = new EventSource(`/api/matches/${id}/events${q}`);
  events.addEventListener("update", (e) => {
    const snap = JSON.parse(e.data);
    if (!current || snap.version >= current.version) show(snap);
    if (snap.state === "finished" || snap.state === "failed") events.close();
  });
}
if (document.body.dataset.page !== "record") main();
