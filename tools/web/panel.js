// The debug panel (docs/web.md, "Debug panel"): time travel through a match or a record
// with a slider and back/forward buttons, the decision asked at each step with its
// options and answer, and "play on from here" as a new match. Each step is rebuilt by
// the server (a replay to that step), as the seat saw it. Uses board.js's and match.js's
// drawing.
"use strict";
const panel = {
  source: null,  // {steps, stepUrl(k), playOnUrl, seats, live}
  step: 0,       // the step shown; 0: the live match
  asked: 0,      // the newest step asked of the server (older replies are dropped)
};

function drawStep(s) {
  drawSeen(s, null, null);  // a past step answers nothing
  $("choice").textContent = "";
  $("error").textContent = (s.errors || []).join("\n");
  drawDecision(s.decision);
  document.body.dataset.step = s.step;
}

// The decision asked at the step: its question and options, the answer given marked.
function drawDecision(d) {
  const box = $("step-decision");
  box.textContent = "";
  if (!d) { box.appendChild(el("p", { class: "muted" }, "the end")); return; }
  if (!d.options) { box.appendChild(el("p", { class: "muted" }, `decision ${d.n}: another seat's`)); return; }
  box.appendChild(el("p", {}, `decision ${d.n} · seat ${d.seat}: ${d.prompt}`));
  const list = el("ul", { class: "step-options" });
  const answer = new Set(d.answer || []);
  for (const o of d.options) {
    const li = el("li", { "data-option": o.id, class: answer.has(o.id) ? "answer" : "" }, `${o.id}: ${o.label}`);
    list.appendChild(li);
  }
  box.appendChild(list);
  fillOtherAnswer(d);
}

async function showStep(k) {
  const src = panel.source;
  k = Math.max(1, Math.min(src.steps, k));
  $("step-slider").value = k;
  $("step-label").textContent = `step ${k} of ${src.steps}`;
  if (src.live && k === src.steps) return goLive();
  panel.step = k;
  const asked = ++panel.asked;
  const r = await fetch(src.stepUrl(k));
  const j = await r.json();
  if (asked !== panel.asked) return;  // the slider has moved on
  if (!r.ok) { $("error").textContent = j.error; return; }
  drawStep(j);
}

function goLive() {
  panel.step = 0;
  ++panel.asked;
  $("step-decision").textContent = "";
  delete document.body.dataset.step;
  if (current) show(current);
}

function setSteps(steps) {
  panel.source.steps = steps;
  const slider = $("step-slider");
  const atEnd = !panel.step;
  slider.max = steps;
  if (atEnd) { slider.value = steps; $("step-label").textContent = `step ${steps} of ${steps} (now)`; }
}

// match.js calls this with each live snapshot: true while a past step is shown (the
// board stays on it).
function onLiveSnapshot(snap) {
  if (!panel.source) return false;
  if (snap.decisions !== undefined) setSteps(snap.decisions + 1);
  $("play-on").hidden = !(snap.state === "finished" || snap.state === "failed");
  return panel.step !== 0;
}

function fillOtherAnswer(d) {
  const s = $("other-answer");
  s.textContent = "";
  s.appendChild(el("option", { value: "" }, "as recorded"));
  for (const o of (d && d.options) || []) s.appendChild(el("option", { value: o.id }, `${o.id}: ${o.label}`));
}

function buildPanel(source) {
  panel.source = source;
  const box = $("panel");
  box.hidden = false;
  const slider = el("input", { type: "range", id: "step-slider", min: 1, max: source.steps, value: source.steps });
  slider.addEventListener("input", () => showStep(Number(slider.value)));
  const back = el("button", { id: "step-back", title: "one step back" }, "◀");
  back.addEventListener("click", () => showStep(Number(slider.value) - 1));
  const fwd = el("button", { id: "step-forward", title: "one step forward" }, "▶");
  fwd.addEventListener("click", () => showStep(Number(slider.value) + 1));
  const bar = el("div", { class: "step-bar" });
  for (const e of [back, slider, fwd, el("span", { id: "step-label" }, `step ${source.steps} of ${source.steps}`)])
    bar.appendChild(e);
  box.appendChild(bar);
  box.appendChild(el("div", { id: "step-decision" }));
  box.appendChild(playOnForm(source));
}

// "Play on from here": a new match that replays the decisions before the step shown,
// then, with another answer picked, answers the step's decision so, and goes on with
// the agents chosen.
function playOnForm(source) {
  const f = el("details", { id: "play-on" });
  f.appendChild(el("summary", {}, "Play on from this step"));
  const agents = el("div");
  for (let s = 1; s <= source.seats; s++) {
    const sel = el("select", { "data-play-seat": s });
    for (const a of ["random", "first", "mcts", "human"]) sel.appendChild(el("option", { value: a }, a));
    const l = el("label", {}, `seat ${s} `);
    l.appendChild(sel);
    agents.appendChild(l);
  }
  f.appendChild(agents);
  const other = el("label", {}, "answer at this step ");
  other.appendChild(el("select", { id: "other-answer" }));
  f.appendChild(other);
  const go = el("button", { id: "play-on-start" }, "Start the new match");
  go.addEventListener("click", () => playOn(source));
  f.appendChild(go);
  f.appendChild(el("ul", { id: "play-on-links" }));
  return f;
}

async function playOn(source) {
  const step = Number($("step-slider").value);
  const body = { step, agents: [...document.querySelectorAll("[data-play-seat]")].map((s) => s.value) };
  if ($("other-answer").value && step < source.steps) body.answer = [$("other-answer").value];
  const r = await fetch(source.playOnUrl, { method: "POST", headers: { "Content-Type": "application/json" },
                                             body: JSON.stringify(body) });
  const j = await r.json();
  const list = $("play-on-links");
  list.textContent = "";
  if (!r.ok) { list.appendChild(el("li", { class: "error" }, j.error)); return; }
  for (const s of j.seats) if (s.link) {
    const li = el("li", {}, `seat ${s.seat}: `);
    li.appendChild(el("a", { href: s.link }, "play"));
    list.appendChild(li);
  }
  const li = el("li");
  li.appendChild(el("a", { href: j.onlooker, id: "play-on-onlooker" }, "watch the new match"));
  list.appendChild(li);
}

// The panel of a match page: steps up to now, each as the page's seat saw it.
function panelForMatch(snap) {
  const t = token ? `&token=${encodeURIComponent(token)}` : "";
  buildPanel({ steps: (snap.decisions || 0) + 1, live: true, seats: snap.seats,
               stepUrl: (k) => `/api/matches/${id}/history?step=${k}${t}`, playOnUrl: `/api/matches/${id}/play_on${q}` });
  onLiveSnapshot(snap);
}
