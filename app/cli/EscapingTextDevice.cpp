#include "cli/EscapingTextDevice.h"

#include "cli/lite/TerminalText.h"

#include <QTextStream>

namespace gputco::cli {

EscapingTextDevice::EscapingTextDevice(QTextStream& target)
    : target_(target)
{
    open(QIODevice::WriteOnly);
}

void EscapingTextDevice::finish()
{
    pass(std::string_view(pending_.constData(), static_cast<std::size_t>(pending_.size())));
    pending_.clear();
    target_.flush();
}

qint64 EscapingTextDevice::readData(char*, qint64) { return -1; }

qint64 EscapingTextDevice::writeData(const char* data, qint64 size)
{
    const std::string_view bytes(data, static_cast<std::size_t>(size));
    const std::size_t lastLineFeed = bytes.rfind('\n');
    if (lastLineFeed == std::string_view::npos) {
        pending_.append(data, size);
        return size;
    }
    const std::string_view lines = bytes.substr(0, lastLineFeed + 1);
    if (pending_.isEmpty()) {
        pass(lines);
    } else {
        pending_.append(lines.data(), static_cast<qsizetype>(lines.size()));
        pass(std::string_view(pending_.constData(), static_cast<std::size_t>(pending_.size())));
        pending_.clear();
    }
    pending_.append(data + lastLineFeed + 1, static_cast<qsizetype>(size) - static_cast<qsizetype>(lastLineFeed) - 1);
    return size;
}

void EscapingTextDevice::pass(std::string_view utf8)
{
    if (utf8.empty())
        return;
    const std::string escaped = escapeControlCharacters(utf8);
    target_ << QString::fromUtf8(escaped.data(), static_cast<qsizetype>(escaped.size()));
    // Flushed as it goes, so what a command prints shows while it runs, in the order it was printed.
    target_.flush();
}

} // namespace gputco::cli
