#include "facilityfit/FacilityFit.h"

#include "FacilityFixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;
using namespace gputco::test;

namespace {

FacilityFit check(const DeploymentLoad& load, const Facility& f, const FitRequirements& r = {})
{
    auto fit = checkFacility(load, r, f);
    REQUIRE(fit);
    return std::move(fit).value();
}

const FitReason* find(const FacilityFit& fit, FitReasonCode code)
{
    const auto it =
        std::find_if(fit.reasons.begin(), fit.reasons.end(), [&](const FitReason& r) { return r.code == code; });
    return it == fit.reasons.end() ? nullptr : &*it;
}

// Every requirement the tests tick; the high-density hall meets them all.
FitRequirements strict()
{
    FitRequirements r;
    r.idcLicence = true;
    r.ispLicence = true;
    r.icp = IcpRequirement::FilingRegime;
    r.certifications = {"ISO 27001"};
    r.minUptimeTier = 3;
    r.minGbGrade = Gb50174Grade::A;
    r.minBgpLines = 3;
    r.minDdosGbps = 100;
    r.dualFeeds = true;
    r.selfOperated = true;
    return r;
}

} // namespace

TEST_CASE("A hall that takes four DGX H100 per rack and meets every requirement", "[facilityfit]")
{
    const FacilityFit fit = check(dgxLoad(16, 4), highDensityHall(), strict());
    CHECK(fit.fits);
    CHECK(fit.reasons.empty());
    CHECK(fit.plan.racks == 4);
    CHECK(fit.plan.rackMax.inKilowatts() == Approx(40.8));
    REQUIRE(fit.cooling);
    CHECK(fit.cooling->method == CoolingMethod::RearDoorHeatExchanger); // the smallest offer that holds 40.8 kW
    // The DGX's 4+2 PSUs cannot carry it on one feed: a warning, not a failure, unless required.
    REQUIRE(fit.warnings.size() == 1);
    CHECK(fit.warnings.front().code == FitReasonCode::FeedLossThrottled);
}

TEST_CASE("The issue's example: 40.8 kW racks in a 7 kW air-cooled IDC", "[facilityfit]")
{
    // 220 V single-phase 32 A: 7,040 VA x 0.8 x 0.95 = 5,350 W per feed; air cooling sold at 7 kW per rack.
    Facility retail = highDensityHall();
    retail.rack.voltage = 220;
    retail.rack.phases = 1;
    retail.rack.breakerAmps = 32;
    retail.cooling = {CoolingOffer{CoolingMethod::LegacyAir, Watts::kilowatts(7)}};
    retail.inletClass.reset();
    const FacilityFit fit = check(dgxLoad(4, 4), retail);
    CHECK_FALSE(fit.fits);
    REQUIRE(fit.reasons.size() == 2);
    const FitReason* power = find(fit, FitReasonCode::RackPower);
    REQUIRE(power);
    CHECK(power->required == Approx(40.8));
    CHECK(power->available == Approx(5.3504));
    CHECK(power->unit == "kW");
    const FitReason* cooling = find(fit, FitReasonCode::CoolingCapacity);
    REQUIRE(cooling);
    CHECK(cooling->available == Approx(7.0));
    CHECK(cooling->item == "legacy-air");
    CHECK(cooling->message == "40.8 kW per rack exceeds the hall's 7.0 kW legacy-air cooling; needs rear-door");

    // Packed to the facility's limits instead, not even one 10.2 kW server fits: both reasons again.
    const FacilityFit packed = check(dgxLoad(4), retail);
    CHECK(packed.plan.serversPerRack == 0);
    CHECK(find(packed, FitReasonCode::RackPower)->required == Approx(10.2));
    CHECK(find(packed, FitReasonCode::CoolingCapacity)->required == Approx(10.2));
}

TEST_CASE("Space: six 8U servers do not fit 42U", "[facilityfit]")
{
    Facility f = highDensityHall();
    f.cooling = {CoolingOffer{CoolingMethod::RearDoorHeatExchanger, Watts::kilowatts(80)}};
    f.rack.breakerAmps = 200; // 109 kW per feed: only space fails
    const FacilityFit fit = check(dgxLoad(6, 6), f);
    REQUIRE(fit.reasons.size() == 1);
    CHECK(fit.reasons.front().code == FitReasonCode::Space);
    CHECK(fit.reasons.front().required == 48);
    CHECK(fit.reasons.front().available == 42);
}

TEST_CASE("Cooling type: liquid-cooled servers in an air-only hall", "[facilityfit]")
{
    Facility f = highDensityHall();
    f.cooling = {CoolingOffer{CoolingMethod::ContainedAir, Watts::kilowatts(25)}};
    DeploymentLoad load = dgxLoad(2);
    load.serverCooling = CoolingKind::Liquid;
    const FacilityFit fit = check(load, f);
    CHECK_FALSE(fit.fits);
    const FitReason* reason = find(fit, FitReasonCode::CoolingType);
    REQUIRE(reason);
    CHECK(reason->item == "direct-liquid");
    CHECK(reason->message == "liquid-cooled servers; the hall offers only contained-air");
}

TEST_CASE("Contracted power and available racks", "[facilityfit]")
{
    Facility f = highDensityHall();
    f.contractedPower = Watts::kilowatts(100); // 16 x 10.2 = 163.2 kW
    f.availableRacks = 3;                      // 16 servers at 4 per rack = 4 racks
    const FacilityFit fit = check(dgxLoad(16, 4), f);
    const FitReason* power = find(fit, FitReasonCode::ContractedPower);
    REQUIRE(power);
    CHECK(power->required == Approx(163.2));
    CHECK(power->available == Approx(100.0));
    const FitReason* racks = find(fit, FitReasonCode::AvailableRacks);
    REQUIRE(racks);
    CHECK(racks->required == 4);
    CHECK(racks->available == 3);
    CHECK(fit.reasons.size() == 2);
}

TEST_CASE("Redundancy: A+B feeds and full power on one feed", "[facilityfit]")
{
    Facility single = highDensityHall();
    single.rack.dualFeeds = false;
    FitRequirements r;
    r.dualFeeds = true;
    const FacilityFit noB = check(dgxLoad(4, 4), single, r);
    REQUIRE(noB.reasons.size() == 1);
    CHECK(noB.reasons.front().code == FitReasonCode::DualFeeds);

    r = FitRequirements{};
    r.fullPowerOnFeedLoss = true;
    const FacilityFit throttled = check(dgxLoad(4, 4), highDensityHall(), r);
    const FitReason* reason = find(throttled, FitReasonCode::FeedLossThrottled);
    REQUIRE(reason);
    CHECK(reason->required == Approx(10.2)); // server maximum
    CHECK(reason->available == Approx(9.9)); // 3 PSUs x 3.3 kW
    CHECK(throttled.warnings.empty());
}

TEST_CASE("Licences, ICP filing, certifications", "[facilityfit][compliance]")
{
    Facility f = highDensityHall();
    f.licences = {"CDN"};
    f.certifications = {"ISO 9001"};
    f.icpFilingRequired = false; // e.g. a Hong Kong node
    const FacilityFit fit = check(dgxLoad(1), f, strict());
    int licences = 0;
    for (const FitReason& r : fit.reasons)
        licences += r.code == FitReasonCode::Licence;
    CHECK(licences == 2);
    CHECK(find(fit, FitReasonCode::IcpFiling)->item == "filing-regime");
    CHECK(find(fit, FitReasonCode::Certification)->item == "ISO 27001");

    FitRequirements overseas;
    overseas.icp = IcpRequirement::NoFilingNeeded;
    CHECK(check(dgxLoad(1), f, overseas).fits);
    CHECK(find(check(dgxLoad(1), highDensityHall(), overseas), FitReasonCode::IcpFiling)->item == "no-filing-needed");

    // "ISO/IEC 27001:2022" held, "ISO 27001" asked: matched by the standard's number.
    FitRequirements iso;
    iso.certifications = {"ISO 27001", "等保三级"};
    Facility held = highDensityHall();
    held.certifications.push_back("等保三级");
    CHECK(check(dgxLoad(1), held, iso).fits);
}

TEST_CASE("Tier and GB 50174 grade", "[facilityfit][compliance]")
{
    FitRequirements r;
    r.minUptimeTier = 4;
    const FacilityFit tier = check(dgxLoad(1), highDensityHall(), r);
    REQUIRE(tier.reasons.size() == 1);
    CHECK(tier.reasons.front().code == FitReasonCode::UptimeTier);
    CHECK(tier.reasons.front().required == 4);
    CHECK(tier.reasons.front().available == 3);

    Facility tierOnly = highDensityHall();
    tierOnly.tier = "Tier III";
    r = FitRequirements{};
    r.minGbGrade = Gb50174Grade::A; // Tier III counts as B
    const FacilityFit grade = check(dgxLoad(1), tierOnly, r);
    REQUIRE(grade.reasons.size() == 1);
    CHECK(grade.reasons.front().code == FitReasonCode::Gb50174Grade);
    CHECK(grade.reasons.front().available == 2);
    r.minGbGrade = Gb50174Grade::B;
    CHECK(check(dgxLoad(1), tierOnly, r).fits);
    r.acceptEquivalentGrades = false; // a stated GB grade is then required
    CHECK(find(check(dgxLoad(1), tierOnly, r), FitReasonCode::Gb50174Grade)->available == 0);
}

TEST_CASE("BGP lines, DDoS capacity, self-operation", "[facilityfit][compliance]")
{
    Facility f = highDensityHall();
    f.selfOperated = false;
    FitRequirements r;
    r.minBgpLines = 5;
    r.minDdosGbps = 300;
    r.selfOperated = true;
    const FacilityFit fit = check(dgxLoad(1), f, r);
    CHECK(fit.reasons.size() == 3);
    CHECK(find(fit, FitReasonCode::BgpLines)->available == 4);
    CHECK(find(fit, FitReasonCode::DdosCapacity)->message
          == "DDoS protection of 300 Gbps required; the facility offers 200 Gbps");
    CHECK(find(fit, FitReasonCode::SelfOperated));
    f.ddosProtectionGbps.reset();
    CHECK(find(check(dgxLoad(1), f, r), FitReasonCode::DdosCapacity)->message
          == "DDoS protection of 300 Gbps required; the facility offers none stated");
}

TEST_CASE("Inlet class: a dense air-cooled rack needs an H1 hall", "[facilityfit]")
{
    Facility f = highDensityHall();
    f.inletClass = AshraeClass::A2;                  // 10-35 C allowed
    const FacilityFit fit = check(dgxLoad(4, 4), f); // 40.8 kW of air-cooled servers: H1 (5-25 C)
    const FitReason* reason = find(fit, FitReasonCode::InletClass);
    REQUIRE(reason);
    CHECK(reason->item == "H1");
    // One DGX per rack is 10.2 kW: A1 planned, and an A1 hall suits it; an A2 hall does not.
    f.inletClass = AshraeClass::A1;
    CHECK(check(dgxLoad(1), f).fits);
    f.inletClass = AshraeClass::A2;
    CHECK(find(check(dgxLoad(1), f), FitReasonCode::InletClass));
}

TEST_CASE("Every reason at once, each with its own code", "[facilityfit]")
{
    Facility bad = highDensityHall();
    bad.rack.voltage = 220;
    bad.rack.phases = 1;
    bad.rack.breakerAmps = 16;
    bad.rack.dualFeeds = false;
    bad.rack.usableUnits = 42;
    bad.cooling = {CoolingOffer{CoolingMethod::LegacyAir, Watts::kilowatts(5)}};
    bad.inletClass = AshraeClass::A4;
    bad.availableRacks = 1;
    bad.contractedPower = Watts::kilowatts(20);
    bad.licences.clear();
    bad.certifications.clear();
    bad.tier.clear();
    bad.icpFilingRequired = false;
    bad.bgpLines = 0;
    bad.ddosProtectionGbps.reset();
    bad.selfOperated = false;
    FitRequirements r = strict();
    r.fullPowerOnFeedLoss = true; // not reported: with a single feed there is no A+B failover to check
    const FacilityFit fit = check(dgxLoad(12, 6), bad, r);
    CHECK_FALSE(fit.fits);
    for (FitReasonCode code : {FitReasonCode::RackPower, FitReasonCode::CoolingCapacity, FitReasonCode::Space,
                               FitReasonCode::ContractedPower, FitReasonCode::AvailableRacks, FitReasonCode::DualFeeds,
                               FitReasonCode::Licence, FitReasonCode::IcpFiling, FitReasonCode::Certification,
                               FitReasonCode::UptimeTier, FitReasonCode::Gb50174Grade, FitReasonCode::BgpLines,
                               FitReasonCode::DdosCapacity, FitReasonCode::SelfOperated, FitReasonCode::InletClass}) {
        INFO(fitReasonCodeName(code));
        CHECK(find(fit, code));
    }
    CHECK(fit.reasons.size() == 16); // two licences
    for (const FitReason& reason : fit.reasons)
        CHECK_FALSE(reason.message.empty());
}

TEST_CASE("Unusable facility data is an error naming the field", "[facilityfit]")
{
    Facility f = highDensityHall();
    f.rack.phases = 2;
    const auto fit = checkFacility(dgxLoad(1), FitRequirements{}, f);
    REQUIRE_FALSE(fit);
    CHECK(fit.error().field == "phases");
    CHECK(fit.error().message.find("hd-hall") != std::string::npos);
    CHECK(fitReasonCodeName(FitReasonCode::Gb50174Grade) == "gb50174-grade");
    CHECK(parseFitReasonCode("available-racks") == FitReasonCode::AvailableRacks);
}
