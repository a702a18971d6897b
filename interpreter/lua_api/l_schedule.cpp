// Placeholder: the schedule part of the host model's API (see l_api.h).
#include "lua_api/l_api.h"

namespace tabula {

const ApiPart& schedule_api() {
    static const ApiPart part{"schedule", nullptr, nullptr, nullptr};
    return part;
}

}  // namespace tabula
