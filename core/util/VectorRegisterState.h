#pragma once

namespace gputco {

/// Clears the upper halves of the x86 AVX registers (`vzeroupper`) on this thread, when the processor has AVX;
/// elsewhere does nothing. Changes no value: it only lets the processor run the code after it at full speed.
///
/// Why: loading Qt's SQLite driver plugin (QSqlDatabase::addDatabase) leaves those halves "dirty" on the thread that
/// loads it, and the threads it starts later inherit that. While they are dirty, every call between this program's
/// SSE code and the C library's AVX maths (exp, log, pow) pays a state transition: 5,000 serving requests drawn took
/// 4.6 ms of CPU instead of 0.45 ms, and a million `exp` calls 196 ms instead of 8 (measured on this project's 2-vCPU
/// Xeon machine, Release, docs/PERFORMANCE.md). Called after the catalogue is opened and at the start of the
/// maths-heavy searches (a search may run on a thread started before it was cleared).
void clearUpperVectorState();

} // namespace gputco
