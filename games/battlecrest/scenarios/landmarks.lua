-- The map and its landmarks (BC-1.1 to BC-1.3), flipping (BC-11.4), hazards (BC-12)
-- and star abilities (BC-13). Layout 123456 unless stated.
local T = require "tabula.test"
local P = require "positions"
local catalog = require "catalog"
local landmarks = require "rules.landmarks"
local map = require "map"

-- BC-1.3's table: per landmark and face, the icons of each side, passages, star.
local FELLWOODS = {
  hollow_log = { number = 1,
    start = { name = "Hollow Log", N = "MOV", S = "ATK", passages = "W>E E>W" },
    flipped = { name = "Rotten Log", N = "HAZ", S = "RNG" } },
  mossy_bridge = { number = 2,
    start = { name = "Mossy Bridge", E = "FRC", W = "ATK", passages = "N>S S>N" },
    flipped = { name = "Flooded Bridge", E = "HAZ", W = "MOV", passages = "N>S" } },
  hunters_blind = { number = 3,
    start = { name = "Hunter's Blind", N = "RNG", E = "RNG", S = "DEF" },
    flipped = { name = "Trampled Blind", E = "ATK", S = "MOV", W = "HAZ" } },
  standing_stones = { number = 4,
    start = { name = "Standing Stones", W = "DEF", star = "Ley Surge" },
    flipped = { name = "Toppled Stones", N = "HAZ", E = "FRC", S = "HAZ" } },
  bramble_thicket = { number = 5,
    start = { name = "Bramble Thicket", E = "DEF DEF", W = "HAZ" },
    flipped = { name = "Burning Thicket", N = "HAZ", E = "HAZ", S = "ATK ATK" } },
  forest_shrine = { number = 6,
    start = { name = "Forest Shrine", S = "MOV", star = "Blessing" },
    flipped = { name = "Desecrated Shrine", N = "HAZ", star = "Curse" } },
}

local function face_text(face)
  local out = { name = face.name }
  for _, side in ipairs(map.SIDES) do
    if face[side] then out[side] = table.concat(face[side], " ") end
  end
  if face.passages then out.passages = table.concat(face.passages, " ") end
  if face.star then out.star = face.star.name end
  return out
end

T.scenario("the six Fellwoods landmarks show BC-1.3's faces: icons, passages, star abilities [BC-1.3, BC-1.2]", function()
  for id, want in pairs(FELLWOODS) do
    local lm = catalog.landmarks[id]
    T.eq(lm.number, want.number, id)
    T.eq(face_text(lm.faces.start), want.start, id .. " START")
    T.eq(face_text(lm.faces.flipped), want.flipped, id .. " FLIPPED")
  end
end)

T.scenario("the map cells are the 20 cells around the six slots [BC-1.1, BC-1.1.1]", function()
  T.eq(map.cells, { "(1,1)", "(1,2)", "(1,3)", "(1,4)", "(2,1)", "(2,4)", "(3,1)", "(3,2)", "(3,4)", "(3,5)",
                    "(4,2)", "(4,3)", "(4,5)", "(4,6)", "(5,3)", "(5,6)", "(6,3)", "(6,4)", "(6,5)", "(6,6)" })
  T.eq(map.SLOTS, { "(2,2)", "(2,3)", "(3,3)", "(4,4)", "(5,4)", "(5,5)" })
  T.eq(map.SPOTS, { Hn = "(1,3)", Mn = "(2,1)", Hs = "(6,4)", Ms = "(5,6)" })
end)

T.scenario("in layout 123456 only open sides' icons touch a cell; closed sides' icons do nothing [BC-1.1.2, BC-1.2]", function()
  local t = P.match{ active = 1 }
  local touched = {}
  for _, cell in ipairs(map.cells) do
    for _, s in ipairs(landmarks.touched(t.match, cell)) do
      local icons = landmarks.icons(t.match, s.slot, s.side)
      if #icons > 0 then
        touched[cell] = (touched[cell] and touched[cell] .. "; " or "") .. landmarks.name(s.landmark) .. " " .. s.side
          .. " " .. table.concat(icons, " ")
      end
    end
  end
  T.eq(touched, { ["(1,2)"] = "Hollow Log N MOV", ["(2,4)"] = "Mossy Bridge E FRC", ["(3,2)"] = "Hollow Log S ATK",
                  ["(3,4)"] = "Hunter's Blind E RNG", ["(4,3)"] = "Hunter's Blind S DEF; Standing Stones W DEF",
                  ["(5,3)"] = "Bramble Thicket W HAZ", ["(6,5)"] = "Forest Shrine S MOV" })
  T.eq(landmarks.icons(t.match, 3, "N"), {}, "Hunter's Blind N (RNG) faces Mossy Bridge")
  T.eq(landmarks.icons(t.match, 5, "E"), {}, "Bramble Thicket E (DEF DEF) faces Forest Shrine")
end)

T.scenario("in a Move the landmark flips after that character's movement, before the other moves [BC-11.4, BC-12.1]", function()
  -- Mutiny on (6,5) uses Forest Shrine's S MOV; Desecrated Shrine's N HAZ then meets Rig on (4,5).
  local t = P.match{ active = 2, at = { mutiny = "(6,5)", rig = "(4,6)", akhena = "(1,3)" } }
  t:answer("move", "mutiny")
  P.at(t, "bonus", { "yes", "no" })
  t:answer("yes", "(6,6)", "stop")
  P.at(t, "mover", { "rig", "stop" })
  T.eq(P.side(t, "forest_shrine"), "flipped")
  t:answer("rig", "(4,5)")
  P.at(t, "step")
  T.eq(P.side(t, "rig"), "flipped", "Rig entered a hazard the flip made")
end)

T.scenario("Press Gang: both characters enter their new cells, Mutiny first [BC-12.1, BC-4.3, BC-1.6]", function()
  P.printed_rows()
  -- Desecrated Shrine's N HAZ on (4,5), Bramble Thicket's W HAZ on (5,3).
  local t = P.match{ active = 2, at = { mutiny = "(5,3)", rig = "(4,5)", akhena = "(1,1)" },
    landmarks = { forest_shrine = "flipped" } }
  t:answer("activate")                               -- Powder Keg, its STAR, Press Gang: each the only option
  P.at(t, "action")
  T.truthy(P.took(t, "star", "press_gang"))
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(4,5)", "(5,3)" })
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  T.eq(P.side(t, "rig"), "flipped")
  local last = P.match{ active = 2, at = { mutiny = "(5,3)", rig = "(4,5)", akhena = "(1,1)" },
    landmarks = { forest_shrine = "flipped" }, health = { mutiny = { "wounded", 3 } } }
  last:answer("activate")
  T.eq(last:run(), "finished")
  T.eq(last.result.winners, { 1 })
  T.eq(P.side(last, "rig"), "start", "Mutiny was defeated entering first: Rig's hazard never came")
end)

T.scenario("a flip that shows HAZ on an open side hits whoever stands there, in reading order [BC-12.2, BC-11.4, BC-14.1]", function()
  P.printed_rows()
  -- Layout 123546: Bramble Thicket in P4. Mutiny on (4,5) defends with its E DEF DEF;
  -- Burning Thicket then shows HAZ N on (3,4), Akhena's cell, and E on (4,5), Mutiny's.
  local t = P.match{ active = 1, layout = "123546", at = { akhena = "(3,4)", mutiny = "(4,5)", rig = "(6,6)" },
    health = { akhena = { "wounded", 4 } }, cards = { akhena_sunlance = { side = "flipped" } } }
  t:answer("activate", "akhena_sunlance", "mutiny_cutlass", "yes")
  T.eq(t:run(), "finished")
  T.eq(t.result.winners, { 2 }, "Akhena, first in reading order, is defeated by the flip")
  T.eq(P.health(t, "mutiny"), { "start", 1 }, "so Mutiny's hazard never came")
end)

T.scenario("star abilities come from the hero card, the minion and landmarks the hero touches, not the minion [BC-13.1, BC-13.3, BC-1.3]", function()
  -- Mutiny on (4,3) touches Standing Stones W; Rig on (4,5) touches Standing Stones E and
  -- Forest Shrine N, and Mutiny is damaged, but Rig's landmarks give nothing.
  local t = P.match{ active = 2, at = { mutiny = "(4,3)", rig = "(4,5)", akhena = "(2,4)" },
    health = { mutiny = { "start", 2 } }, cards = { mutiny_cutlass = { exhausted = true } } }
  t:answer("activate")                               -- Powder Keg alone; no MEDIUM target: its STAR unasked
  P.at(t, "star", { "press_gang", "cannon", "standing_stones" })
  t:answer("standing_stones")                        -- Ley Surge: Cutlass, the only other exhausted card
  P.at(t, "action")
  T.falsy(P.exhausted(t, "mutiny_cutlass"), "readied")
  T.eq(P.side(t, "standing_stones"), "flipped", "a landmark's star ability flips it [BC-13.4]")
  T.eq(P.side(t, "forest_shrine"), "start")
end)

T.scenario("Ley Surge needs another exhausted card, Curse an enemy in MEDIUM [BC-13.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(4,3)", rig = "(6,6)", akhena = "(2,4)" } }
  t:answer("activate")
  P.at(t, "action")
  T.truthy(P.took(t, "star", "press_gang"), "no Ley Surge: nothing else is exhausted")
  local curse = P.match{ active = 2, at = { mutiny = "(5,6)", rig = "(1,1)", akhena = "(3,4)" },
    landmarks = { forest_shrine = "flipped" } }
  curse:answer("activate")
  P.at(curse, "action")
  T.truthy(P.took(curse, "star", "press_gang"), "no Curse: Akhena is out of MEDIUM")
end)

T.scenario("Curse deals 1 to an enemy in MEDIUM with no defence [BC-13.1, BC-8.2, BC-1.3]", function()
  local t = P.match{ active = 2, at = { mutiny = "(5,6)", rig = "(1,1)", akhena = "(4,6)" },
    landmarks = { forest_shrine = "flipped" } }
  t:answer("activate", "mutiny_powder_keg", "perform")
  P.at(t, "star", { "press_gang", "forest_shrine" })
  t:answer("forest_shrine")
  P.at(t, "ability", { "perform", "skip" })          -- the card's ATTACK, after the Curse
  T.eq(P.health(t, "akhena"), { "start", 2 }, "no defence was asked")
  T.eq(P.side(t, "forest_shrine"), "start", "Desecrated Shrine flipped back")
  t:answer("skip")
  P.at(t, "action")
end)

T.scenario("each star ability once per turn, a landmark's on either face; the next turn they are back [BC-13.2, BC-12.2]", function()
  -- Broadside Orders: STAR, STAR. Mutiny on (4,5) touches Forest Shrine N; Cannon reaches Akhena.
  local t = P.match{ active = 2, at = { mutiny = "(4,5)", rig = "(6,4)", akhena = "(3,4)" },
    health = { mutiny = { "start", 2 } }, cards = { mutiny_powder_keg = { side = "flipped" } } }
  t:answer("activate", "mutiny_powder_keg", "perform")
  P.at(t, "star", { "press_gang", "cannon", "forest_shrine" })
  t:answer("forest_shrine")                          -- Blessing: column 1; then Desecrated Shrine's N HAZ
  P.at(t, "ability", { "perform", "skip" })
  T.eq(P.health(t, "mutiny"), { "start", 2 })
  t:answer("perform")
  P.at(t, "star", { "press_gang", "cannon" })        -- no Curse: the Shrine was used this turn
  t:answer("press_gang")
  P.at(t, "action")
  T.eq({ P.cell(t, "mutiny"), P.cell(t, "rig") }, { "(6,4)", "(4,5)" })
  T.eq(P.side(t, "rig"), "flipped", "Rig entered (4,5): Desecrated Shrine's N HAZ")
  T.eq(P.side(t, "mutiny_powder_keg"), "start", "Broadside Orders flipped to Powder Keg")
end)

T.scenario("a star ability used on one turn is offered again on its player's next turn [BC-13.2]", function()
  local t = P.match{ active = 2, at = { mutiny = "(6,4)", rig = "(4,6)", akhena = "(3,4)" } }
  t:answer("activate")                               -- Powder Keg alone; its STAR unasked
  P.at(t, "star", { "press_gang", "cannon" })
  t:answer("cannon", "none", "prime", "mutiny_cutlass")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "Cannon 2")
  t:answer("prime", "akhena_javelin", "refocus")     -- Akhena's turn
  t:answer("refocus", "activate", "perform")         -- Broadside Orders: STAR, STAR
  P.at(t, "star", { "press_gang", "cannon" })
end)

T.scenario("Cannon is Rig's attack: range and bonuses from Rig's cell [BC-13.4, BC-11.1, BC-17.1, BC-12.2]", function()
  -- Rig on (3,4) (Hunter's Blind E: RNG), Akhena at dist 4; Mutiny on (3,2) touches an ATK.
  local t = P.match{ active = 2, at = { mutiny = "(3,2)", rig = "(3,4)", akhena = "(6,5)" } }
  t:answer("activate")
  P.at(t, "star", { "press_gang", "cannon" })
  t:answer("cannon")
  P.at(t, "defence")                                 -- LONG 4 through Rig's RNG, unasked; no ATK question
  t:answer("none")
  P.at(t, "action")
  T.eq(P.health(t, "akhena"), { "start", 3 }, "Cannon 2")
  T.eq(P.side(t, "hunters_blind"), "flipped", "Rig's RNG flipped Hunter's Blind")
  T.eq(P.health(t, "mutiny"), { "start", 2 }, "Trampled Blind's W HAZ hit Mutiny on (3,2)")
  local atk = P.match{ active = 2, at = { rig = "(3,2)", mutiny = "(6,4)", akhena = "(3,4)" } }   -- Rig on Hollow Log S
  atk:answer("activate", "cannon")
  P.at(atk, "bonus", { "yes", "no" })                -- Rig's ATK
  atk:answer("yes", "none")
  P.at(atk, "action")
  T.eq(P.health(atk, "akhena"), { "start", 4 }, "Cannon 2 + 1")
  T.eq(P.side(atk, "hollow_log"), "flipped")
end)
