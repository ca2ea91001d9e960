#pragma once

#include <QByteArray>
#include <QIODevice>

#include <string_view>

class QTextStream;

namespace gputco::cli {

/// A write-only device that passes what a command prints on to `target` with terminal control characters written
/// out (lite/TerminalText.h), a whole number of lines at a time, so the output is never held whole: a
/// recommendation on a 100,000-card catalogue prints megabytes, and escaping it as one string cost a third of the
/// command's time. Lines are the unit because a UTF-8 character, or the two bytes of a C1 control, never spans a
/// line feed.
class EscapingTextDevice : public QIODevice {
public:
    explicit EscapingTextDevice(QTextStream& target);

    /// Passes on what is still held (a last line without its line feed) and flushes the target.
    void finish();

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    void pass(std::string_view utf8);

    QTextStream& target_;
    QByteArray pending_; ///< the bytes after the last line feed written so far
};

} // namespace gputco::cli
