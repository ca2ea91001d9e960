#include "facilityfit/FacilityGrade.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Tier and GB 50174 grade from a facility's free text", "[facilityfit][grade]")
{
    CHECK(parseFacilityGrade("Tier III").uptimeTier == 3);
    CHECK(parseFacilityGrade("Uptime Tier 4 (Constructed Facility)").uptimeTier == 4);
    CHECK(parseFacilityGrade("TIA-942 Rated-2").uptimeTier == 2);
    CHECK(parseFacilityGrade("tier iv").uptimeTier == 4);
    CHECK_FALSE(parseFacilityGrade("Tier III").gbGrade.has_value());

    CHECK(parseFacilityGrade("GB 50174-2017 A").gbGrade == Gb50174Grade::A);
    CHECK(parseFacilityGrade("GB50174 B级").gbGrade == Gb50174Grade::B);
    CHECK(parseFacilityGrade("GB 50174-2017 Grade C").gbGrade == Gb50174Grade::C);
    CHECK(parseFacilityGrade("A级机房").gbGrade == Gb50174Grade::A);

    const FacilityGrade both = parseFacilityGrade("Tier III; GB 50174-2017 A级");
    CHECK(both.uptimeTier == 3);
    CHECK(both.gbGrade == Gb50174Grade::A);

    const FacilityGrade none = parseFacilityGrade("");
    CHECK_FALSE(none.uptimeTier.has_value());
    CHECK_FALSE(none.gbGrade.has_value());
    CHECK_FALSE(parseFacilityGrade("Tier X").uptimeTier.has_value());
}

TEST_CASE("Conservative equivalences between GB 50174 grades and tiers", "[facilityfit][grade]")
{
    // datacenter.md 1.7: A ~ Tier IV/III, B ~ Tier II/III, C ~ N; we take the lower of each pair.
    CHECK(tierEquivalentOf(Gb50174Grade::A) == 3);
    CHECK(tierEquivalentOf(Gb50174Grade::B) == 2);
    CHECK(tierEquivalentOf(Gb50174Grade::C) == 1);
    CHECK(gradeEquivalentOfTier(4) == Gb50174Grade::A);
    CHECK(gradeEquivalentOfTier(3) == Gb50174Grade::B);
    CHECK(gradeEquivalentOfTier(2) == Gb50174Grade::B);
    CHECK(gradeEquivalentOfTier(1) == Gb50174Grade::C);
}
