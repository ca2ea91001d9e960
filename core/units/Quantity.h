#pragma once

#include <compare>

namespace gputco {

/// Arithmetic shared by every unit type: same-unit addition, scaling by a plain number, and ratios.
/// Derived types store one base unit and add named factories and accessors; there is deliberately
/// no implicit conversion to double, so a formula must say which unit it reads.
template <class Derived>
class Quantity {
public:
    constexpr Quantity() = default;

    friend constexpr Derived operator+(Derived a, Derived b) { return Derived::fromBase(a.base_ + b.base_); }
    friend constexpr Derived operator-(Derived a, Derived b) { return Derived::fromBase(a.base_ - b.base_); }
    friend constexpr Derived operator*(Derived a, double k) { return Derived::fromBase(a.base_ * k); }
    friend constexpr Derived operator*(double k, Derived a) { return Derived::fromBase(a.base_ * k); }
    friend constexpr Derived operator/(Derived a, double k) { return Derived::fromBase(a.base_ / k); }
    /// Dimensionless ratio of two quantities of the same unit.
    friend constexpr double operator/(Derived a, Derived b) { return a.base_ / b.base_; }
    friend constexpr auto operator<=>(Derived a, Derived b) { return a.base_ <=> b.base_; }
    friend constexpr bool operator==(Derived a, Derived b) { return a.base_ == b.base_; }

    constexpr Derived& operator+=(Derived other)
    {
        base_ += other.base_;
        return static_cast<Derived&>(*this);
    }
    constexpr Derived& operator-=(Derived other)
    {
        base_ -= other.base_;
        return static_cast<Derived&>(*this);
    }

    static constexpr Derived fromBase(double base)
    {
        Derived d;
        d.base_ = base;
        return d;
    }

protected:
    constexpr double base() const { return base_; }

private:
    double base_ = 0.0;
};

} // namespace gputco
