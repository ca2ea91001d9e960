#include "facilityfit/FacilityGrade.h"

#include "util/EnumNames.h"

#include <cctype>
#include <vector>

namespace gputco {
namespace {

constexpr EnumNameTable<Gb50174Grade, 3> kGrades{
    {{Gb50174Grade::A, "A"}, {Gb50174Grade::B, "B"}, {Gb50174Grade::C, "C"}}};

// Lower-case ASCII words and numbers; any other byte (punctuation, UTF-8 such as "级") separates them.
std::vector<std::string> words(std::string_view text)
{
    std::vector<std::string> out;
    std::string current;
    for (unsigned char c : text) {
        if (c < 0x80 && std::isalnum(c)) {
            current += static_cast<char>(std::tolower(c));
        } else if (!current.empty()) {
            out.push_back(current);
            current.clear();
        }
    }
    if (!current.empty())
        out.push_back(current);
    return out;
}

std::optional<int> tierLevel(const std::string& word)
{
    if (word == "i" || word == "1")
        return 1;
    if (word == "ii" || word == "2")
        return 2;
    if (word == "iii" || word == "3")
        return 3;
    if (word == "iv" || word == "4")
        return 4;
    return std::nullopt;
}

std::optional<Gb50174Grade> gradeLetter(const std::string& word)
{
    if (word == "a")
        return Gb50174Grade::A;
    if (word == "b")
        return Gb50174Grade::B;
    if (word == "c")
        return Gb50174Grade::C;
    return std::nullopt;
}

bool isNumber(const std::string& word)
{
    for (char c : word)
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return false;
    return !word.empty();
}

} // namespace

FacilityGrade parseFacilityGrade(std::string_view text)
{
    FacilityGrade grade;
    const std::vector<std::string> w = words(text);
    for (std::size_t i = 0; i < w.size(); ++i) {
        if ((w[i] == "tier" || w[i] == "rated") && i + 1 < w.size() && !grade.uptimeTier)
            grade.uptimeTier = tierLevel(w[i + 1]);
        if ((w[i] == "50174" || w[i] == "gb50174") && !grade.gbGrade) {
            // Skip the edition year and filler words: "GB 50174-2017 Grade A", "GB50174 A级".
            for (std::size_t j = i + 1; j < w.size(); ++j) {
                if (isNumber(w[j]) || w[j] == "grade" || w[j] == "class" || w[j] == "level")
                    continue;
                grade.gbGrade = gradeLetter(w[j]);
                break;
            }
        }
    }
    // A Chinese grade without the standard's number: "A级机房".
    if (!grade.gbGrade)
        for (char letter : {'A', 'B', 'C'})
            if (text.find(std::string(1, letter) + "级") != std::string_view::npos) {
                grade.gbGrade = gradeLetter(std::string(1, static_cast<char>(std::tolower(letter))));
                break;
            }
    return grade;
}

int tierEquivalentOf(Gb50174Grade grade)
{
    switch (grade) {
    case Gb50174Grade::A: return 3;
    case Gb50174Grade::B: return 2;
    case Gb50174Grade::C: return 1;
    }
    return 1;
}

Gb50174Grade gradeEquivalentOfTier(int tier)
{
    if (tier >= 4)
        return Gb50174Grade::A;
    if (tier >= 2)
        return Gb50174Grade::B;
    return Gb50174Grade::C;
}

std::string_view gb50174GradeName(Gb50174Grade grade) { return enumName(kGrades, grade); }
std::optional<Gb50174Grade> parseGb50174Grade(std::string_view text) { return parseEnum(kGrades, text); }

} // namespace gputco
