#include "session/Preferences.h"

#include <QSettings>

#include <algorithm>

namespace gputco {

namespace {

QString key(const char* name) { return QStringLiteral("preferences/") + QLatin1String(name); }

// Stable spellings, so a reordered enum does not scramble saved preferences.
QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QStringLiteral("system");
}

Theme parseTheme(const QString& text)
{
    if (text == u"light")
        return Theme::Light;
    if (text == u"dark")
        return Theme::Dark;
    return Theme::System;
}

double readRate(const QSettings& settings, const char* name, double fallback)
{
    bool ok = false;
    const double v = settings.value(key(name)).toDouble(&ok);
    return ok && v > 0.0 ? v : fallback;
}

} // namespace

Preferences loadPreferences(const QSettings& settings)
{
    Preferences p;
    const QString language = settings.value(key("language")).toString();
    if (language == u"en" || language == u"zh_CN")
        p.language = language;
    const QString currency = settings.value(key("currency")).toString();
    if (currency == u"CNY" || currency == u"USD" || currency == u"EUR")
        p.currency = currency.toStdString();
    p.cnyPerUsd = readRate(settings, "cnyPerUsd", p.cnyPerUsd);
    p.cnyPerEur = readRate(settings, "cnyPerEur", p.cnyPerEur);
    p.memoryUnit = settings.value(key("memoryUnit")).toString() == u"GiB" ? MemoryUnit::GiB : MemoryUnit::GB;
    p.defaultFacilityId = settings.value(key("defaultFacility")).toString().toStdString();
    p.theme = parseTheme(settings.value(key("theme")).toString());
    const int percent = settings.value(key("presentationPercent"), p.presentationPercent).toInt();
    if (std::find(std::begin(kPresentationPercents), std::end(kPresentationPercents), percent)
        != std::end(kPresentationPercents))
        p.presentationPercent = percent;
    const QString paper = settings.value(key("reportPaper")).toString();
    if (paper == u"a4" || paper == u"letter")
        p.reportPaper = paper;
    return p;
}

void savePreferences(QSettings& settings, const Preferences& p)
{
    settings.setValue(key("language"), p.language);
    settings.setValue(key("currency"), QString::fromStdString(p.currency));
    settings.setValue(key("cnyPerUsd"), p.cnyPerUsd);
    settings.setValue(key("cnyPerEur"), p.cnyPerEur);
    settings.setValue(key("memoryUnit"),
                      p.memoryUnit == MemoryUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB"));
    settings.setValue(key("defaultFacility"), QString::fromStdString(p.defaultFacilityId));
    settings.setValue(key("theme"), themeName(p.theme));
    settings.setValue(key("presentationPercent"), p.presentationPercent);
    settings.setValue(key("reportPaper"), p.reportPaper);
}

} // namespace gputco
