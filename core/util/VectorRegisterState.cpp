#include "util/VectorRegisterState.h"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define GPUTCO_HAS_VZEROUPPER 1
#endif

namespace gputco {

#ifdef GPUTCO_HAS_VZEROUPPER
namespace {

// Compiled for AVX on its own, so the rest of the program keeps its baseline instruction set; only called when the
// processor has AVX.
__attribute__((target("avx"))) void zeroUpper() { _mm256_zeroupper(); }

} // namespace

void clearUpperVectorState()
{
    static const bool avx = __builtin_cpu_supports("avx");
    if (avx)
        zeroUpper();
}
#else
void clearUpperVectorState() {}
#endif

} // namespace gputco
