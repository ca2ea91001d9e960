#include "uncertainty/DeterministicRandom.h"

namespace gputco {

namespace {

constexpr std::uint64_t rotateLeft(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// SplitMix64 (Steele, Lea and Flood 2014), the seeding step xoshiro's authors give.
std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

DeterministicRandom::DeterministicRandom(std::uint64_t seed)
{
    for (std::uint64_t& word : state_)
        word = splitMix64(seed);
}

std::uint64_t DeterministicRandom::next()
{
    const std::uint64_t result = rotateLeft(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotateLeft(state_[3], 45);
    return result;
}

double DeterministicRandom::nextUnit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

} // namespace gputco
