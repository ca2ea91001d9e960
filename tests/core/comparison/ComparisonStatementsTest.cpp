#include "comparison/ComparisonStatements.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace gputco;

TEST_CASE("Eight dimensions, each with a stable key and all four texts", "[comparison]")
{
    std::set<std::string> keys;
    for (ComparisonDimension d : kAllComparisonDimensions) {
        const DimensionStatement& s = comparisonStatement(d);
        CHECK(s.dimension == d);
        CHECK_FALSE(s.title.empty());
        CHECK_FALSE(s.training.empty());
        CHECK_FALSE(s.inference.empty());
        CHECK_FALSE(s.summary.empty());
        CHECK(parseComparisonDimension(s.key) == d);
        keys.insert(std::string(s.key));
    }
    CHECK(keys.size() == 8);
    CHECK(comparisonDimensionKey(ComparisonDimension::PrecisionPreference) == "precision");
    CHECK_FALSE(parseComparisonDimension("colour").has_value());
}
