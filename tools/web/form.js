// The form that picks a game, its options, the seed and an agent per seat: the start
// page's (index.js) and the simulation page's (simulate.js).
"use strict";
const $ = (id) => document.getElementById(id);
let games = [];

function el(tag, attrs = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function optionInput(o) {
  if (o.choices) {
    const s = el("select", { "data-option": o.name });
    for (const c of o.choices) {
      const opt = el("option", { value: JSON.stringify(c) }, String(c));
      if (JSON.stringify(c) === JSON.stringify(o.default)) opt.selected = true;
      s.appendChild(opt);
    }
    return s;
  }
  if (typeof o.default === "boolean") {
    const i = el("input", { type: "checkbox", "data-option": o.name });
    i.checked = o.default;
    return i;
  }
  const i = el("input", { type: typeof o.default === "number" ? "number" : "text", "data-option": o.name });
  i.value = o.default;
  return i;
}

function optionValue(input, o) {
  if (input.tagName === "SELECT") return JSON.parse(input.value);
  if (input.type === "checkbox") return input.checked;
  if (typeof o.default === "number") return Number(input.value);
  return input.value;
}

let firstAgent = "human";  // seat 1's agent until one is typed

function showAgents() {
  const n = Number($("seats").value) || 1;
  const box = $("agents");
  const old = [...box.querySelectorAll("input")].map((i) => i.value);
  box.textContent = "";
  for (let s = 1; s <= n; s++) {
    const l = el("label", {}, `Seat ${s} `);
    const i = el("input", { list: "agent-kinds", "data-seat": s });
    i.value = old[s - 1] || (s === 1 ? firstAgent : "random");
    l.appendChild(i);
    box.appendChild(l);
  }
}

function showGame() {
  const g = games.find((x) => x.id === $("game").value);
  if (!g) return;
  $("game-info").textContent = `${g.name} ${g.version}, ${g.seats.min}` +
    (g.seats.max !== g.seats.min ? `–${g.seats.max}` : "") + " seats";
  $("seats").min = g.seats.min;
  $("seats").max = g.seats.max;
  $("seats").value = g.seats.default;
  const box = $("options");
  box.textContent = "";
  if (!g.options.length) box.appendChild(el("p", { class: "muted" }, "(none)"));
  for (const o of g.options) {
    const l = el("label", { title: o.help + (o.accepts ? "; " + o.accepts : "") }, o.name + " ");
    l.appendChild(optionInput(o));
    box.appendChild(l);
  }
  showAgents();
}

// {game, options, agents, seed?} as the form says.
function formRequest() {
  const g = games.find((x) => x.id === $("game").value);
  const options = {};
  for (const o of g.options) options[o.name] = optionValue(document.querySelector(`[data-option="${o.name}"]`), o);
  const body = { game: g.id, options, agents: [...$("agents").querySelectorAll("input")].map((i) => i.value.trim()) };
  if ($("seed").value !== "") body.seed = Number($("seed").value);
  return body;
}

// Loads the games into the form; `submit` runs on the #start button.
async function loadForm(agentKinds, submit) {
  const dl = el("datalist", { id: "agent-kinds" });
  for (const a of agentKinds) dl.appendChild(el("option", { value: a }));
  document.body.appendChild(dl);
  games = await (await fetch("/api/games")).json();
  for (const g of games) $("game").appendChild(el("option", { value: g.id }, `${g.name} (${g.id})`));
  $("game").addEventListener("change", showGame);
  $("seats").addEventListener("change", showAgents);
  $("start").addEventListener("click", submit);
  showGame();
}
