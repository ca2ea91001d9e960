#pragma once

namespace gputco {

/// How memory is shown: GB = 10^9 bytes (vendors' capacities) or GiB = 2^30 bytes (what tools such as nvidia-smi
/// report). A display choice only (Preferences); core always holds bytes. Its own header so that moc-scanned
/// headers need not include the unit types.
enum class MemoryUnit { GB, GiB };

} // namespace gputco
