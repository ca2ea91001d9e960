#include "recommend/UnknownFigures.h"

#include <algorithm>
#include <cctype>

namespace gputco {

std::vector<std::string> unknownFigures(const Accelerator& card, const std::vector<Precision>& precisions)
{
    std::vector<std::string> out;
    if (!card.memory)
        out.push_back("memory capacity");
    if (!card.memoryBandwidth)
        out.push_back("memory bandwidth");
    if (!card.tdp)
        out.push_back("TDP");
    for (Precision p : precisions)
        if (!card.peak.forPrecision(p)) {
            std::string name(precisionName(p));
            std::transform(name.begin(), name.end(), name.begin(),
                           [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
            const std::string figure = name + " peak";
            if (std::find(out.begin(), out.end(), figure) == out.end())
                out.push_back(figure);
        }
    return out;
}

std::string unknownFiguresText(const Accelerator& card, const std::vector<Precision>& precisions)
{
    const std::vector<std::string> figures = unknownFigures(card, precisions);
    if (figures.empty())
        return {};
    std::string text;
    for (std::size_t i = 0; i < figures.size(); ++i)
        text += (i == 0 ? "" : i + 1 == figures.size() ? " and " : ", ") + figures[i];
    return text + " unknown";
}

} // namespace gputco
