// Placeholder: the effects part of the host model's API (see l_api.h).
#include "lua_api/l_api.h"

namespace tabula {

const ApiPart& effects_api() {
    static const ApiPart part{"effects", nullptr, nullptr, nullptr};
    return part;
}

}  // namespace tabula
