// Placeholder: the objects part of the host model's API (see l_api.h).
#include "lua_api/l_api.h"

namespace tabula {

const ApiPart& objects_api() {
    static const ApiPart part{"objects", nullptr, nullptr, nullptr};
    return part;
}

}  // namespace tabula
