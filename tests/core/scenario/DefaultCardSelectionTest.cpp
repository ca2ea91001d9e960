#include "scenario/DefaultCardSelection.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

CatalogueSnapshot catalogueOf(std::initializer_list<const char*> ids)
{
    CatalogueSnapshot c;
    for (const char* id : ids) {
        Accelerator card;
        card.id = id;
        card.model = id;
        c.cards.push_back(card);
    }
    return c;
}

} // namespace

TEST_CASE("A first selection takes the well-known cards in catalogue order", "[scenario][selection]")
{
    // Five of the eight well-known ids among others: those five, in the catalogue's order, not the list's.
    const CatalogueSnapshot c =
        catalogueOf({"b200", "l4", "mi300x", "gaudi3", "h100-sxm-80gb", "h20", "h200-sxm-141gb"});
    CHECK(defaultCardSelection(c)
          == std::vector<std::string>{"l4", "mi300x", "h100-sxm-80gb", "h20", "h200-sxm-141gb"});
}

TEST_CASE("A catalogue with fewer than four well-known cards starts with its first eight", "[scenario][selection]")
{
    const CatalogueSnapshot c = catalogueOf({"a", "b", "l4", "c", "d", "e", "mi300x", "f", "g", "h100-sxm-80gb"});
    CHECK(defaultCardSelection(c) == std::vector<std::string>{"a", "b", "l4", "c", "d", "e", "mi300x", "f"});
    CHECK(defaultCardSelection(catalogueOf({"x", "y"})) == std::vector<std::string>{"x", "y"});
    CHECK(defaultCardSelection(CatalogueSnapshot{}).empty());
}
