#pragma once

#include <array>
#include <cstdint>

namespace gputco {

/// A small pseudo-random generator that gives the same numbers for the same seed on every platform and compiler
/// (std:: distributions do not): xoshiro256** (Blackman and Vigna 2018), its state filled by SplitMix64 from the
/// seed as its authors recommend. Integer operations only, and doubles built from the top 53 bits, exactly.
class DeterministicRandom {
public:
    explicit DeterministicRandom(std::uint64_t seed);

    /// The next 64 random bits.
    std::uint64_t next();
    /// Uniform on [0, 1): the top 53 bits of next() times 2^-53.
    double nextUnit();

private:
    std::array<std::uint64_t, 4> state_{};
};

} // namespace gputco
