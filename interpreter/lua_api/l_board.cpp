// Placeholder: the board part of the host model's API (see l_api.h).
#include "lua_api/l_api.h"

namespace tabula {

const ApiPart& board_api() {
    static const ApiPart part{"board", nullptr, nullptr, nullptr};
    return part;
}

}  // namespace tabula
