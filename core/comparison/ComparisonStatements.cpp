#include "comparison/ComparisonStatements.h"

namespace gputco {
namespace {

// Our wording of the seed articles' comparison tables (shared/seeds/); the figures are theirs or the
// reference's (card TDPs: gpu_specs.csv; 16 bytes per parameter: ZeRO, Rajbhandari et al. 2020).
constexpr std::array<DimensionStatement, 8> kStatements{{
    {ComparisonDimension::Scenario, "scenario", "Scenario",
     "Large-scale training in a data centre: a project with an end, weeks to months of full load on many cards.",
     "Serving in the cloud, at the edge or on devices: a service that runs around the clock for the product's life.",
     "Training is a one-off project; inference is a running service."},
    {ComparisonDimension::DesignGoal, "design-goal", "Design goal",
     "Most compute, numerical stability and scaling over many cards; power and price come after finishing sooner.",
     "Low latency, low power and low cost per request; every watt and cent is multiplied by the requests served.",
     "Training wants it fast and exact; inference wants it cheap and steady."},
    {ComparisonDimension::ComputePattern, "compute-pattern", "Compute pattern",
     "Forward pass, backward pass and weight update: about 6 FLOPs per parameter per token, bound by compute.",
     "Forward pass only: about 2 FLOPs per parameter per token; each generated token reads every weight and the KV "
     "cache, so memory bandwidth bounds decoding.",
     "Training computes heavily; inference reads memory often."},
    {ComparisonDimension::PrecisionPreference, "precision", "Precision preference",
     "BF16 or FP16 mixed precision with FP32 master weights and optimizer states: gradients are sensitive to "
     "rounding.",
     "INT8, FP8 or 4-bit weights: a forward pass tolerates quantization, and halving the bytes halves memory and "
     "traffic.",
     "Training keeps precision; inference saves bytes."},
    {ComparisonDimension::Memory, "memory", "Memory",
     "Weights, gradients, optimizer states (16 bytes per parameter with mixed-precision Adam) and activations: "
     "80-288 GB HBM cards, many of them.",
     "Weights plus the KV cache of the requests in flight: often one or a few 16-80 GB cards.",
     "Training needs several times the memory of serving the same model."},
    {ComparisonDimension::Interconnect, "interconnect", "Interconnect",
     "Gradients are synchronised every step (all-reduce): NVLink inside a server, InfiniBand between servers.",
     "Replicas serve requests on their own; only a model split over cards (tensor parallel) needs a fast link.",
     "Training cards work as a team; inference cards can work alone."},
    {ComparisonDimension::Power, "power", "Power",
     "300-700 W per card at near full load for the whole run; dense racks that need liquid or contained air.",
     "From a few watts at the edge to 70-350 W per card in the cloud, paid for every hour of the year.",
     "Training draws the most power; inference pays for it longest."},
    {ComparisonDimension::Deployment, "deployment", "Deployment",
     "Concentrated in IDC halls with high-power three-phase racks, often where electricity is cheap.",
     "Close to users: city IDCs with BGP multi-line bandwidth and DDoS protection, or edge nodes; mainland "
     "services need ICP filing.",
     "Train where power is cheap; serve where the users are."},
}};

} // namespace

const DimensionStatement& comparisonStatement(ComparisonDimension dimension)
{
    for (const DimensionStatement& s : kStatements)
        if (s.dimension == dimension)
            return s;
    return kStatements.front();
}

std::string_view comparisonDimensionKey(ComparisonDimension dimension) { return comparisonStatement(dimension).key; }

std::optional<ComparisonDimension> parseComparisonDimension(std::string_view key)
{
    for (const DimensionStatement& s : kStatements)
        if (s.key == key)
            return s.dimension;
    return std::nullopt;
}

} // namespace gputco
