#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

/// ASHRAE TC 9.9 air-cooled equipment classes (Thermal Guidelines, 5th edition, 2021).
enum class AshraeClass { A1, A2, A3, A4, H1 };

/// Inlet dry-bulb temperatures, degrees C, measured at the equipment inlet (not the room).
struct InletEnvelope {
    double recommendedMinC = 0.0;
    double recommendedMaxC = 0.0;
    double allowableMinC = 0.0;
    double allowableMaxC = 0.0;
};

/// ASHRAE TC 9.9 2021 reference card, Table 2.1: A1-A4 share the 18-27 C recommended envelope, allowable
/// A1 15-32, A2 10-35, A3 5-40, A4 5-45; H1 (high density, 2021) recommended 18-22, allowable 5-25.
InletEnvelope inletEnvelope(AshraeClass cls);

/// True when a hall that keeps inlets within `hall`'s allowable envelope never exceeds `equipment`'s
/// allowable maximum (the upper bounds only; see the .cpp).
bool hallSuitsEquipment(AshraeClass hall, AshraeClass equipment);

std::string_view ashraeClassName(AshraeClass cls); ///< "A1" ... "H1"
std::optional<AshraeClass> parseAshraeClass(std::string_view text);
std::string ashraeClassChoices();

} // namespace gputco
