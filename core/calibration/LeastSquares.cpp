#include "calibration/LeastSquares.h"

#include <cmath>

namespace gputco {

LeastSquaresSolution solveLeastSquares(const std::vector<LinearRow>& rows, std::size_t unknowns)
{
    const std::size_t n = rows.size();
    LeastSquaresSolution out;
    // Columns of A and b, orthogonalised in place: q[k] becomes the k-th orthonormal column.
    std::array<std::vector<double>, kMaxUnknowns> q;
    std::vector<double> b(n);
    for (std::size_t i = 0; i < n; ++i)
        b[i] = rows[i].b;
    double r[kMaxUnknowns][kMaxUnknowns] = {};
    std::array<bool, kMaxUnknowns> kept{};
    for (std::size_t k = 0; k < unknowns; ++k) {
        q[k].resize(n);
        double length = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            q[k][i] = rows[i].a[k];
            length += q[k][i] * q[k][i];
        }
        length = std::sqrt(length);
        for (std::size_t j = 0; j < k; ++j) {
            if (!kept[j])
                continue;
            double dot = 0.0;
            for (std::size_t i = 0; i < n; ++i)
                dot += q[j][i] * q[k][i];
            r[j][k] = dot;
            for (std::size_t i = 0; i < n; ++i)
                q[k][i] -= dot * q[j][i];
        }
        double rest = 0.0;
        for (std::size_t i = 0; i < n; ++i)
            rest += q[k][i] * q[k][i];
        rest = std::sqrt(rest);
        if (!(length > 0.0) || rest < 1e-9 * length) {
            out.undetermined[k] = true;
            continue;
        }
        kept[k] = true;
        r[k][k] = rest;
        for (std::size_t i = 0; i < n; ++i)
            q[k][i] /= rest;
    }
    // x solves R x = Q'b over the kept columns (back substitution).
    std::array<double, kMaxUnknowns> qb{};
    for (std::size_t k = 0; k < unknowns; ++k)
        if (kept[k])
            for (std::size_t i = 0; i < n; ++i)
                qb[k] += q[k][i] * b[i];
    for (std::size_t k = unknowns; k-- > 0;) {
        if (!kept[k])
            continue;
        double v = qb[k];
        for (std::size_t j = k + 1; j < unknowns; ++j)
            if (kept[j])
                v -= r[k][j] * out.x[j];
        out.x[k] = v / r[k][k];
    }
    std::size_t used = 0;
    for (std::size_t k = 0; k < unknowns; ++k)
        used += kept[k] ? 1 : 0;
    for (std::size_t i = 0; i < n; ++i) {
        double fitted = 0.0;
        for (std::size_t k = 0; k < unknowns; ++k)
            fitted += rows[i].a[k] * out.x[k];
        out.residualSumOfSquares += (rows[i].b - fitted) * (rows[i].b - fitted);
    }
    if (n <= used)
        return out;
    // (A'A)^-1 = R^-1 R^-T: the diagonal is the squared length of each row of R^-1.
    const double s2 = out.residualSumOfSquares / static_cast<double>(n - used);
    double inverse[kMaxUnknowns][kMaxUnknowns] = {};
    for (std::size_t k = 0; k < unknowns; ++k) {
        if (!kept[k])
            continue;
        inverse[k][k] = 1.0 / r[k][k];
        for (std::size_t j = k; j-- > 0;) {
            if (!kept[j])
                continue;
            double v = 0.0;
            for (std::size_t m = j + 1; m <= k; ++m)
                if (kept[m])
                    v += r[j][m] * inverse[m][k];
            inverse[j][k] = -v / r[j][j];
        }
    }
    for (std::size_t j = 0; j < unknowns; ++j) {
        if (!kept[j])
            continue;
        double sum = 0.0;
        for (std::size_t k = j; k < unknowns; ++k)
            sum += inverse[j][k] * inverse[j][k];
        out.standardError[j] = std::sqrt(s2 * sum);
    }
    return out;
}

} // namespace gputco
