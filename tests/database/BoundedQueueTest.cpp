// The queue between an import's reading thread and the thread that writes (database/BoundedQueue.h).
#include <catch2/catch.hpp>

#include "database/BoundedQueue.h"

#include <thread>
#include <vector>

using namespace gputco;

TEST_CASE("A bounded queue hands every item over in order, however small it is", "[database][queue]")
{
    // 1..1000 through a queue of two: the producer waits for room about 998 times. Sum by hand: 1000 * 1001 / 2.
    BoundedQueue<int> queue(2);
    std::thread producer([&queue] {
        for (int i = 1; i <= 1000; ++i)
            queue.push(i);
        queue.close();
    });
    std::vector<int> received;
    while (auto item = queue.pop())
        received.push_back(*item);
    producer.join();
    REQUIRE(received.size() == 1000);
    long long sum = 0;
    bool ordered = true;
    for (std::size_t i = 0; i < received.size(); ++i) {
        sum += received[i];
        ordered = ordered && received[i] == static_cast<int>(i) + 1;
    }
    CHECK(ordered);
    CHECK(sum == 500500);
    CHECK_FALSE(queue.pop()); // closed and empty: stays so
}

TEST_CASE("A closed queue still gives what it holds, and a cancelled one frees a waiting producer", "[database][queue]")
{
    BoundedQueue<int> closed(3);
    REQUIRE(closed.push(7));
    REQUIRE(closed.push(8));
    closed.close();
    CHECK(closed.pop() == 7);
    CHECK(closed.pop() == 8);
    CHECK_FALSE(closed.pop());

    // A full queue of one: the second push waits until the consumer gives up, then reports that it was dropped
    // (whether it was already waiting or not when cancel() came).
    BoundedQueue<int> full(1);
    REQUIRE(full.push(1));
    bool pushed = true;
    std::thread producer([&] { pushed = full.push(2); });
    full.cancel();
    producer.join();
    CHECK_FALSE(pushed);
    CHECK(full.cancelled());
    CHECK_FALSE(full.pop()); // the queued 1 was dropped with the rest
    CHECK_FALSE(full.push(3));
}
