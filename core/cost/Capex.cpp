#include "cost/Capex.h"

#include "cost/MoneyChecks.h"

#include <cmath>
#include <string>

namespace gputco {

Expected<Capex> computeCapex(const CapexInputs& in)
{
    if (in.gpus < 0)
        return Error{"gpus", "the number of GPUs must be zero or more"};
    if (in.gpusPerServer < 1 || in.gpusPerServer > 1024)
        return Error{"gpus-per-server", "GPUs per server must be from 1 to 1024"};
    if (!isNonNegativeAmount(in.pricePerGpu))
        return Error{"gpu-price", "the price per GPU must be zero or more"};
    if (!(in.hostShareOfGpuPrice >= 0.0 && in.hostShareOfGpuPrice <= kMaxHostShare))
        return Error{"host-share", "the host share must be from 0 to 3 (0 to 300 % of the GPUs' price)"};
    if (in.systemPricePerServer && !isNonNegativeAmount(*in.systemPricePerServer))
        return Error{"system-price", "the system price must be zero or more"};
    if (!isNonNegativeAmount(in.serverPriceWithoutGpus))
        return Error{"server-price", "the server price must be zero or more"};
    if (!isNonNegativeAmount(in.networkPerServer))
        return Error{"network-price", "the network cost per server must be zero or more"};
    if (!isNonNegativeAmount(in.installation))
        return Error{"installation", "the installation cost must be zero or more"};

    Capex c;
    c.servers = (in.gpus + in.gpusPerServer - 1) / in.gpusPerServer;
    c.gpus = in.pricePerGpu * static_cast<double>(in.gpus);
    // The host share prices a whole server's host (DGX H100: 329,580 / (8 x 30,000) - 1), so a part-filled server
    // pays its full host, as a server bought at a system price does: like for like (docs/MODEL.md, Capex basis).
    const double slots = static_cast<double>(c.servers) * in.gpusPerServer;
    c.serverChassis =
        in.serverPriceWithoutGpus * static_cast<double>(c.servers) + in.pricePerGpu * (slots * in.hostShareOfGpuPrice);
    if (in.systemPricePerServer)
        c.systems = *in.systemPricePerServer * static_cast<double>(c.servers);
    c.network = in.networkPerServer * static_cast<double>(c.servers);
    c.installation = in.installation;
    return c;
}

Money monthlyDepreciation(Money capex, int lifeMonths, Money residualValue)
{
    if (lifeMonths < 1)
        return Money::amount(0);
    return (capex - residualValue) / static_cast<double>(lifeMonths);
}

} // namespace gputco
