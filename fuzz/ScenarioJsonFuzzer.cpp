// Feeds arbitrary bytes to the scenario file reader (scenarioFromJson) against the built-in catalogue.
// Invariants: never crash; a refused file says why (naming the key, or no key when the whole file is wrong); an
// accepted file writes back to text that reads to the same document (the round trip the Save / Open pair relies on),
// and evaluates without crashing.
#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioJson.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace {

std::shared_ptr<const gputco::CatalogueSnapshot> catalogue()
{
    static int argc = 1;
    static char name[] = "fuzz_scenario_json";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // Qt Sql's driver plugins
    static const auto snapshot = [] {
        auto db = gputco::CatalogueDatabase::openInMemory();
        if (!db)
            __builtin_trap();
        return gputco::snapshotOf(*db);
    }();
    return snapshot;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto snapshot = catalogue();
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));

    const auto read = gputco::scenarioFromJson(text, snapshot.get());
    if (!read) {
        if (read.error().message.empty())
            __builtin_trap();
        return 0;
    }

    const QByteArray written = gputco::scenarioToJsonText(*read);
    const auto reread = gputco::scenarioFromJson(written, snapshot.get());
    if (!reread || !(*reread == *read))
        __builtin_trap();

    gputco::ScenarioEvaluator evaluator;
    if (!evaluator.evaluate(read->state, snapshot))
        __builtin_trap();
    return 0;
}
