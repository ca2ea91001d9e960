#include "performance/EfficiencyDefaults.h"

#include <array>
#include <cctype>
#include <string_view>

namespace gputco {
namespace {

constexpr double kHopperComputeEfficiency = 0.45;
constexpr double kAmpereComputeEfficiency = 0.50;
constexpr double kH100MatmulShare = 0.803; // stas00 MAMF: 794.5 of 989 TFLOPS BF16

// Measured achievable BF16 matmul share of peak (stas00 ml-engineering, "Maximum Achievable Matmul FLOPS").
struct MatmulShare {
    std::string_view idFragment;
    double share;
};
constexpr std::array<MatmulShare, 6> kMatmulShares{
    {{"gb200", 0.729}, {"b200", 0.776}, {"mi325x", 0.604}, {"mi300x", 0.514}, {"gaudi3", 0.741}, {"gaudi2", 0.969}}};

// Lower case without spaces or dashes, so "Gaudi 2", "gaudi-2" and "gaudi2" all read "gaudi2".
std::string normalised(std::string_view text)
{
    std::string out;
    for (unsigned char c : text)
        if (c != ' ' && c != '-' && c != '_')
            out += static_cast<char>(std::tolower(c));
    return out;
}

bool contains(const std::string& text, std::string_view fragment) { return text.find(fragment) != std::string::npos; }

} // namespace

EfficiencyDefault defaultTrainingComputeEfficiency(const Accelerator& card)
{
    const std::string key = normalised(card.id + "|" + card.model);
    if (contains(key, "h100") || contains(key, "h800") || contains(key, "h200") || contains(key, "h20")
        || contains(key, "gh200"))
        return {kHopperComputeEfficiency, "Hopper: Megatron-Core 41-48% and Llama 3 38-43% measured MFU on H100"};
    if (contains(key, "a100") || contains(key, "a800"))
        return {kAmpereComputeEfficiency, "A100: Megatron-LM 41.5-56.3% measured MFU (Korthikanti et al. 2022)"};
    for (const auto& entry : kMatmulShares) {
        if (contains(key, entry.idFragment))
            return {kHopperComputeEfficiency * entry.share / kH100MatmulShare,
                    "Hopper default scaled by this card's measured matmul share of peak (stas00 MAMF table)"};
    }
    return {kHopperComputeEfficiency, "no training measurement for this card: Hopper default 0.45, set --mfu"};
}

} // namespace gputco
