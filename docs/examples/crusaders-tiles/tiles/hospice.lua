-- CRT-1: the Hospice (README.md), a tile whose hook is on the moment "stepped", which no
-- tile of the game uses: a knight that steps into its region gains its player 1.
return {
  id = "hospice", name = "Hospice", text = "a knight stepping in: +1 influence", copies = 2,
  stepped = function(_, ev, _, _, here)
    if ev.to == here then return 1 end
  end,
}
