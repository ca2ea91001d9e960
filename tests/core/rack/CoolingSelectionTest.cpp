#include "rack/CoolingSelection.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Cooling method by rack density with the default thresholds", "[rack][cooling]")
{
    // datacenter.md 3.1: <=10 kW legacy air, 10-25 contained, 25-45 rear door, 45-150 direct liquid, >150 immersion.
    const CoolingThresholds t;
    const auto air = [&](double kw) { return requiredCoolingMethod(Watts::kilowatts(kw), CoolingKind::Air, t); };
    CHECK(air(7) == CoolingMethod::LegacyAir);
    CHECK(air(10) == CoolingMethod::LegacyAir);
    CHECK(air(10.2) == CoolingMethod::ContainedAir);          // one DGX H100
    CHECK(air(20.4) == CoolingMethod::ContainedAir);          // two
    CHECK(air(40.8) == CoolingMethod::RearDoorHeatExchanger); // four
    CHECK(air(120) == CoolingMethod::DirectLiquid);           // GB200 NVL72
    CHECK(air(200) == CoolingMethod::Immersion);
    // A liquid-cooled server needs direct liquid whatever the density.
    CHECK(requiredCoolingMethod(Watts::kilowatts(5), CoolingKind::Liquid, t) == CoolingMethod::DirectLiquid);
}

TEST_CASE("Thresholds are editable and must ascend", "[rack][cooling]")
{
    CoolingThresholds t;
    t.legacyAirMax = Watts::kilowatts(12);
    CHECK(requiredCoolingMethod(Watts::kilowatts(11), CoolingKind::Air, t) == CoolingMethod::LegacyAir);
    CHECK_FALSE(validateCoolingThresholds(t).has_value());
    t.containedAirMax = Watts::kilowatts(12);
    CHECK(validateCoolingThresholds(t)->field == "contained air threshold");
}

TEST_CASE("Which hall methods serve which servers", "[rack][cooling]")
{
    CHECK(coolingMethodServes(CoolingMethod::RearDoorHeatExchanger, CoolingKind::Air));
    CHECK_FALSE(coolingMethodServes(CoolingMethod::DirectLiquid, CoolingKind::Air));
    CHECK(coolingMethodServes(CoolingMethod::Immersion, CoolingKind::Liquid));
    CHECK_FALSE(coolingMethodServes(CoolingMethod::ContainedAir, CoolingKind::Liquid));
}

TEST_CASE("ASHRAE inlet envelopes and compatibility", "[rack][cooling][ashrae]")
{
    // ASHRAE TC 9.9 2021 reference card, Table 2.1.
    CHECK(inletEnvelope(AshraeClass::A1).allowableMinC == 15.0);
    CHECK(inletEnvelope(AshraeClass::A1).allowableMaxC == 32.0);
    CHECK(inletEnvelope(AshraeClass::A4).allowableMaxC == 45.0);
    CHECK(inletEnvelope(AshraeClass::H1).recommendedMaxC == 22.0);
    CHECK(inletEnvelope(AshraeClass::H1).allowableMaxC == 25.0);
    // An A1 hall (15-32 C) suits A2 equipment (10-35 C) but an A2 hall does not suit A1 equipment.
    CHECK(hallSuitsEquipment(AshraeClass::A1, AshraeClass::A2));
    CHECK_FALSE(hallSuitsEquipment(AshraeClass::A2, AshraeClass::A1));
    CHECK_FALSE(hallSuitsEquipment(AshraeClass::A1, AshraeClass::H1));
    CHECK(parseAshraeClass("H1") == AshraeClass::H1);
    CHECK_FALSE(parseAshraeClass("B7").has_value());

    const CoolingThresholds t;
    CHECK(plannedInletClass(Watts::kilowatts(20), CoolingKind::Air, t) == AshraeClass::A1);
    CHECK(plannedInletClass(Watts::kilowatts(40.8), CoolingKind::Air, t) == AshraeClass::H1);
    CHECK(plannedInletClass(Watts::kilowatts(120), CoolingKind::Liquid, t) == AshraeClass::A1);
}
