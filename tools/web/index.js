// The start page: the games from GET /api/games (form.js), a match made with POST /api/matches.
"use strict";

async function start() {
  $("error").textContent = "";
  const body = formRequest();
  const r = await fetch("/api/matches", { method: "POST", headers: { "Content-Type": "application/json" },
                                          body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) { $("error").textContent = j.error; return; }
  const list = $("link-list");
  list.textContent = "";
  for (const s of j.seats) {
    const li = el("li", {}, `Seat ${s.seat} (${s.agent})`);
    if (s.link) { li.append(": "); li.appendChild(el("a", { href: s.link, target: "_blank" }, "play this seat")); }
    list.appendChild(li);
  }
  const li = el("li", {}, "Onlookers: ");
  li.appendChild(el("a", { href: j.onlooker, target: "_blank" }, "watch"));
  list.appendChild(li);
  $("links").hidden = false;
}

loadForm(["human", "random", "first", "mcts", "mcts:iterations=200"], start);
