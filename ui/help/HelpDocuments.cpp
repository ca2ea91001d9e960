#include "help/HelpDocuments.h"

#include <QFile>
#include <QRegularExpression>

#include <array>

namespace gputco::ui {

namespace {

struct ModelSection {
    const char16_t* view;
    const char16_t* english; ///< heading prefix in docs/MODEL.md
    const char16_t* chinese; ///< heading prefix in docs/MODEL.zh_CN.md
};

// tests/ui/help/HelpTest.cpp holds every prefix to its document.
constexpr std::array kModelSections{
    ModelSection{u"memory", u"Memory (", u"显存（"},
    ModelSection{u"power", u"Power and energy (", u"功耗与能耗（"},
    ModelSection{u"sensitivity", u"Uncertainty: bands and tornado", u"不确定性：区间带与龙卷风图"},
    ModelSection{u"compare", u"Training vs inference comparison", u"训练与推理对比"},
    ModelSection{u"rack", u"Rack, power feed and cooling", u"机柜、供电回路与制冷"},
    ModelSection{u"ab", u"Cost (TCO)", u"成本（总拥有成本，TCO）"},
    ModelSection{u"recommend", u"Recommender", u"推荐器"},
    ModelSection{u"catalogue", u"Units convention", u"单位约定"},
};

} // namespace

QString helpDocumentText(const QString& resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString markdownForDisplay(const QString& markdown)
{
    // CJK punctuation, ideographs and full-width forms, plus the curly quotes, ellipsis and dash Chinese text uses.
    // A Markdown block never starts with one of these (list markers, headings, tables and fences are ASCII), so
    // dropping the break only ever joins the lines of one paragraph or list item.
    static const QRegularExpression softBreak(QStringLiteral(
        "(?<=[\\x{2E80}-\\x{9FFF}\\x{F900}-\\x{FAFF}\\x{FF00}-\\x{FFEF}\\x{201C}\\x{201D}\\x{2026}\\x{2014}])"
        "\\n[ \\t]*"
        "(?=[\\x{2E80}-\\x{9FFF}\\x{F900}-\\x{FAFF}\\x{FF00}-\\x{FFEF}\\x{201C}\\x{201D}\\x{2026}\\x{2014}])"));
    QString text = markdown;
    return text.replace(softBreak, QString());
}

bool helpIsChinese(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese && locale.script() != QLocale::TraditionalChineseScript;
}

QString userGuideResource(const QLocale& locale)
{
    return helpIsChinese(locale) ? kUserGuideChineseResource : kUserGuideResource;
}

QString modelResource(const QLocale& locale) { return helpIsChinese(locale) ? kModelChineseResource : kModelResource; }

QString modelSectionForView(const QString& viewName, const QLocale& locale)
{
    for (const ModelSection& section : kModelSections) {
        if (viewName == QStringView(section.view))
            return QString::fromUtf16(helpIsChinese(locale) ? section.chinese : section.english);
    }
    return {};
}

} // namespace gputco::ui
