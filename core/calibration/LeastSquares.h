#pragma once

#include <array>
#include <cstddef>
#include <vector>

namespace gputco {

/// Up to four unknowns, enough for the calibration fits.
inline constexpr std::size_t kMaxUnknowns = 4;

/// One equation a . x = b of an over-determined system.
struct LinearRow {
    std::array<double, kMaxUnknowns> a{};
    double b = 0.0;
};

/// The least-squares solution of rows . x = b for the first `unknowns` unknowns.
struct LeastSquaresSolution {
    std::array<double, kMaxUnknowns> x{};
    /// Standard error of each unknown: sqrt of the diagonal of s^2 (A'A)^-1, s^2 = residual sum of squares /
    /// (rows - unknowns); 0 when rows <= unknowns.
    std::array<double, kMaxUnknowns> standardError{};
    /// Unknowns the rows do not determine (a zero column, or one the earlier columns already span): left at 0 and
    /// to be held at an outside value by the caller.
    std::array<bool, kMaxUnknowns> undetermined{};
    double residualSumOfSquares = 0.0;
};

/// Solves by modified Gram-Schmidt QR on the columns in order (Golub and Van Loan, Matrix Computations, 4th ed.,
/// section 5.2.8): a column whose remainder after the earlier ones is below 1e-9 of its length is undetermined, so
/// a later column gives way to an earlier one. `unknowns` is 1 to kMaxUnknowns.
LeastSquaresSolution solveLeastSquares(const std::vector<LinearRow>& rows, std::size_t unknowns);

} // namespace gputco
