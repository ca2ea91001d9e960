#pragma once

#include <string_view>

namespace gputco {

/// The id a facility has now, for an id a saved scenario may hold: the fictional "example-..." profiles of
/// catalogue versions before 2026-12 map to the regional profiles that replaced them (docs/DATABASE.md,
/// Facility ids); any other id is returned as it is.
std::string_view currentFacilityId(std::string_view id);

} // namespace gputco
