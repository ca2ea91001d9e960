#pragma once

namespace gputco::cli {

/// gpu-tco-cli is three programs installed side by side, so each command loads only the libraries it needs:
/// - gpu-tco-cli itself, without Qt: answers `infer` and `serve` on a ready catalogue (FastInfer.h) and hands every
///   other call on;
/// - gpu-tco-cli-qt: every command but `report`, on Qt Core and Qt Sql;
/// - gpu-tco-report: `report`, with the widget and chart stack.
/// The command line, output and exit code are the same as when one program held every command.
inline constexpr const char* kQtCommandProgram = "gpu-tco-cli-qt";
inline constexpr const char* kReportProgram = "gpu-tco-report";

/// Replaces this process with `program` (found beside this one) on the same arguments. Returns only when that
/// fails: prints why (naming the program it looked for and what it runs) and returns ExitFailure.
int execBeside(const char* program, char* argv[], const char* runs);

/// True for the commands gpu-tco-report runs (`report`).
bool runsInReportProgram(const char* command);
/// execBeside(gpu-tco-report).
int execReportProgram(char* argv[]);

} // namespace gputco::cli
