#include "cli/CliOptions.h"

#include "cli/CliCommand.h"
#include "util/NumberParsing.h"
#include "util/QuotedInput.h"

#include <QTextStream>

namespace gputco::cli {

std::int64_t OptionReader::integer(const QString& name, std::int64_t min, std::int64_t max, std::int64_t fallback)
{
    if (!parser_.isSet(name))
        return fallback;
    auto parsed = parseInteger(parser_.value(name).toStdString(), "--" + name.toStdString(), min, max);
    if (!parsed) {
        fail(parsed.error());
        return fallback;
    }
    return *parsed;
}

double OptionReader::number(const QString& name, double min, double max, double fallback)
{
    if (!parser_.isSet(name))
        return fallback;
    auto parsed = parseNumber(parser_.value(name).toStdString(), "--" + name.toStdString(), min, max);
    if (!parsed) {
        fail(parsed.error());
        return fallback;
    }
    return *parsed;
}

bool OptionReader::onOff(const QString& name, bool fallback)
{
    if (!parser_.isSet(name))
        return fallback;
    const QString value = parser_.value(name).toLower();
    if (value == u"on" || value == u"true" || value == u"yes" || value == u"1")
        return true;
    if (value == u"off" || value == u"false" || value == u"no" || value == u"0")
        return false;
    fail(Error{"--" + name.toStdString(), quotedInput(value.toStdString()) + " is not one of: on, off"});
    return fallback;
}

Error asOptionError(Error error)
{
    if (!error.field.empty() && error.field.rfind("--", 0) != 0)
        error.field = "--" + error.field;
    return error;
}

int reportUsageError(QTextStream& err, const QString& command, const Error& error)
{
    err << "gpu-tco-cli " << command << ": " << QString::fromStdString(error.describe()) << '\n';
    err << "Run 'gpu-tco-cli " << command << " --help' for the options.\n";
    err.flush();
    return ExitUsage;
}

} // namespace gputco::cli
