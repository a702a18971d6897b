// A record opened in the page (docs/web.md, "Debug panel"): sent to the server (a file
// read here, or a path under the served folder), then stepped through with the panel as
// any seat or an onlooker, every decision with its options and answer.
"use strict";
let record = null;

async function openRecord() {
  $("error").textContent = "";
  const file = $("record-file").files[0];
  const body = file ? { record: await file.text(), name: file.name } : { path: $("record-path").value };
  const r = await fetch("/api/records", { method: "POST", headers: { "Content-Type": "application/json" },
                                          body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) { $("error").textContent = j.error; $("status").textContent = "not opened"; return; }
  record = j;
  $("title").textContent = `${j.name} · ${j.game} · seed ${j.seed}`;
  $("status").textContent = j.result && j.result.outcome ? `recorded ${j.result.outcome}` : "no result recorded";
  const seat = $("record-seat");
  seat.textContent = "";
  seat.appendChild(el("option", { value: 0 }, "an onlooker"));
  for (let s = 1; s <= j.seats; s++) seat.appendChild(el("option", { value: s }, `seat ${s}`));
  listDecisions(j.decisions);
  $("panel").textContent = "";
  buildPanel({ steps: j.steps, live: false, seats: j.seats, playOnUrl: `/api/records/${j.id}/play_on`,
               stepUrl: (k) => `/api/records/${j.id}/steps/${k}?seat=${seat.value}` });
  document.body.dataset.record = j.id;
  showStep(1);
}

function listDecisions(decisions) {
  const list = $("decision-list");
  list.textContent = "";
  for (const d of decisions) {
    const li = el("li", { class: "clickable", "data-step": d.n }, `seat ${d.seat}: ${d.answer.join(", ")}`);
    li.addEventListener("click", () => showStep(d.n));
    list.appendChild(li);
  }
}

$("record-open").addEventListener("click", openRecord);
$("record-seat").addEventListener("change", () => record && showStep(Number($("step-slider").value)));
const startPath = new URLSearchParams(location.search).get("path");
if (startPath) { $("record-path").value = startPath; openRecord(); }
