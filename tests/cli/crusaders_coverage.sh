# Crusaders' scenarios cover the spec and every order and building: each bold rule id of
# docs/games/crusaders.md (its rules reference) (CR-2.1 ... CR-16.4, the worked examples WE-1 ... WE-14)
# is cited by a scenario; each file of orders/, buildings/ and tiles/ has a scenario file
# of its own name (scenarios/orders/<file>, scenarios/buildings/<file>,
# scenarios/tiles/<file>) whose every scenario names it ("... (orders/<file>) [ids]").
. "$(dirname "$0")/lib.sh"

rule_ids_cited crusaders 63
files_named crusaders games/crusaders/orders/*.lua games/crusaders/buildings/*.lua games/crusaders/tiles/*.lua
finish
