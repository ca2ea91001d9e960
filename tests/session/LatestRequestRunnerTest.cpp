#include "SessionTestSupport.h"

#include "session/LatestRequestRunner.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <future>
#include <vector>

using namespace gputco;

namespace {

using CancelCheck = LatestRequestRunner::CancelCheck;
using Deliver = LatestRequestRunner::Deliver;

} // namespace

TEST_CASE("Latest request wins: a job waiting behind a running one never starts, and only the newest delivers",
          "[session][runner]")
{
    sessiontest::application();
    LatestRequestRunner runner;
    std::vector<int> delivered;
    std::vector<int> started; // written on the worker, read after waitForIdle (the pool's join orders them)
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    std::promise<void> firstRunning;
    std::atomic<bool> firstSawCancel{false};
    std::atomic<bool> thirdSawCancel{true};

    // Job 1 blocks until released, so jobs 2 and 3 are submitted while it runs.
    runner.submit([&](const CancelCheck& cancelled, const Deliver& deliver) {
        started.push_back(1);
        firstRunning.set_value();
        released.wait();
        firstSawCancel = cancelled();
        deliver([&] { delivered.push_back(1); });
    });
    firstRunning.get_future().wait();
    runner.submit([&](const CancelCheck&, const Deliver& deliver) {
        started.push_back(2);
        deliver([&] { delivered.push_back(2); });
    });
    const std::uint64_t third = runner.submit([&](const CancelCheck& cancelled, const Deliver& deliver) {
        started.push_back(3);
        thirdSawCancel = cancelled(); // Catch2 asserts on the test's thread only
        deliver([&] { delivered.push_back(3); });
    });
    CHECK(third == 3);
    CHECK(runner.busy());
    release.set_value();
    runner.waitForIdle();

    CHECK(firstSawCancel);                    // job 1 learnt it was no longer wanted
    CHECK(started == std::vector<int>{1, 3}); // job 2 was replaced before it could start
    CHECK(delivered == std::vector<int>{3});  // job 1's delivery was dropped
    CHECK_FALSE(runner.busy());
    CHECK(runner.generation() == 3);
}

TEST_CASE("With a settle time only the last of a quick series runs: cancelAll drops the newest's delivery",
          "[session][runner]")
{
    sessiontest::application();
    std::vector<int> started;
    std::vector<int> delivered;
    {
        LatestRequestRunner runner(10'000); // a settle far longer than the test: only waitForIdle starts the run
        for (int i = 1; i <= 4; ++i)
            runner.submit([&, i](const CancelCheck&, const Deliver& deliver) {
                started.push_back(i);
                deliver([&, i] { delivered.push_back(i); });
            });
        runner.waitForIdle();
        CHECK(started == std::vector<int>{4});
        CHECK(delivered == std::vector<int>{4});
    }
    {
        LatestRequestRunner runner;
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        runner.submit([&](const CancelCheck&, const Deliver& deliver) {
            released.wait();
            deliver([&] { delivered.push_back(5); });
        });
        CHECK(runner.cancelAll() == 2); // the newest request needs no run: nothing of the first may land
        release.set_value();
        runner.waitForIdle();
        CHECK(delivered == std::vector<int>{4});
        CHECK_FALSE(runner.busy());
    }
}
