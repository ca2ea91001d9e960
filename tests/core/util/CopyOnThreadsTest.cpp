#include "util/CopyOnThreads.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace gputco;

TEST_CASE("A long vector copied on two threads holds every element once, in order", "[util]")
{
    // 10,001 strings, an odd count (the halves differ by one), each long enough to live on the heap.
    std::vector<std::string> cards;
    for (int i = 0; i <= 10000; ++i)
        cards.push_back("card-" + std::to_string(i) + std::string(40, 'x'));
    REQUIRE(cards.size() >= kCopyOnThreadsAtLeast);
    const std::vector<std::string> copy = copyOnThreads(cards);
    CHECK(copy == cards);
    CHECK(copy.data() != cards.data());

    const std::vector<std::string> few(cards.begin(), cards.begin() + 3);
    CHECK(copyOnThreads(few) == few);
    CHECK(copyOnThreads(std::vector<std::string>{}).empty());
}
