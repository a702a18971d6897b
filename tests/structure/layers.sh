# The host's folders are layers (docs/ARCHITECTURE.md): a file may include its own
# folder's headers and those of lower layers, never a higher one's.
#   bash tests/structure/layers.sh SOURCE_DIR
set -u
cd "${1:-.}/interpreter" || exit 2
LAYERS="common core host model cpp_api match agents lua_api runtime testing web cli"
rank() { local i=0; for l in $LAYERS; do [ "$l" = "$1" ] && { echo $i; return; }; i=$((i + 1)); done; echo -1; }
fails=0
for dir in */; do
  dir=${dir%/}
  [ "$(rank "$dir")" -ge 0 ] || { echo "FAIL: interpreter/$dir is not a layer (add it to docs/ARCHITECTURE.md and $0)"; fails=$((fails + 1)); }
done
while IFS=: read -r file line include; do
  from=${file%%/*}
  to=$(printf '%s' "$include" | sed 's/.*#include "\([^/"]*\)\/.*/\1/')
  [ "$to" = "$include" ] && continue  # not a folder/file.h include
  if [ "$(rank "$to")" -gt "$(rank "$from")" ]; then
    echo "FAIL: interpreter/$file:$line includes $to/ (layer $to is above $from)"
    fails=$((fails + 1))
  fi
done < <(grep -rn '^#include "' --include='*.h' --include='*.cpp' .  | sed 's|^\./||')
[ "$fails" -eq 0 ] && { echo "layers: every include goes down ($LAYERS)"; exit 0; }
echo "$fails include(s) go up"; exit 1
