#pragma once

#include "facility/Facility.h"
#include "facilityfit/DeploymentLoad.h"
#include "hardware/Server.h"

namespace gputco::test {

/// DGX H100: 10.2 kW maximum, 8U, air, 6 x 3.3 kW PSUs in 4+2 (datacenter.md 3.4).
inline Server dgxH100()
{
    Server s;
    s.id = "dgx-h100";
    s.gpusPerServer = 8;
    s.systemMaxPower = Watts::kilowatts(10.2);
    s.rackUnits = 8;
    s.psuCount = 6;
    s.psuRating = Watts::kilowatts(3.3);
    s.psuRedundant = 2;
    return s;
}

inline DeploymentLoad dgxLoad(int servers, std::optional<int> perRack = std::nullopt)
{
    DeploymentLoad load = deploymentLoadFor(dgxH100(), nullptr, servers).value();
    load.serversPerRack = perRack;
    return load;
}

/// A facility that takes four DGX H100 per rack and meets every requirement the tests tick.
/// Feed: 415 V x 125 A x sqrt(3) x 0.8 x 0.95 = 68,256 W; rear door 50 kW; 42U.
inline Facility highDensityHall()
{
    Facility f;
    f.id = "hd-hall";
    f.rack.usableUnits = 42;
    f.rack.voltage = 415;
    f.rack.phases = 3;
    f.rack.breakerAmps = 125;
    f.rack.derating = 0.8;
    f.rack.powerFactor = 0.95;
    f.rack.dualFeeds = true;
    f.cooling = {CoolingOffer{CoolingMethod::ContainedAir, Watts::kilowatts(20)},
                 CoolingOffer{CoolingMethod::RearDoorHeatExchanger, Watts::kilowatts(50)},
                 CoolingOffer{CoolingMethod::DirectLiquid, Watts::kilowatts(100)}};
    f.inletClass = AshraeClass::H1;
    f.availableRacks = 10;
    f.contractedPower = Watts::kilowatts(500);
    f.electricityPricePerKwh = 0.38;
    f.currency = "CNY";
    f.pue = 1.3;
    f.carbonKgPerKwh = 0.5366;
    f.tier = "Tier III; GB 50174-2017 A级";
    f.certifications = {"ISO 9001", "ISO/IEC 27001:2022"};
    f.licences = {"IDC (B11)", "ISP"};
    f.icpFilingRequired = true;
    f.selfOperated = true;
    f.bgpLines = 4;
    f.ddosProtectionGbps = 200;
    return f;
}

} // namespace gputco::test
