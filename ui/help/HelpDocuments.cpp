#include "help/HelpDocuments.h"

#include <QFile>
#include <QStringList>

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
    ModelSection{u"training-inference", u"Training vs inference comparison", u"训练与推理对比"},
    ModelSection{u"rack", u"Rack, power feed and cooling", u"机柜、供电回路与制冷"},
    ModelSection{u"ab", u"Cost (TCO)", u"成本（总拥有成本，TCO）"},
    ModelSection{u"recommend", u"Recommender", u"推荐器"},
    ModelSection{u"serving", u"Serving under load (", u"负载下的推理服务（"},
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
    // A Markdown block never starts with one of these (list markers, headings, tables and fences are ASCII), so a
    // line starting with one continues the paragraph or list item above it, unless that line is a heading (an ATX
    // heading ends at its line) or the break is inside a code block (kept as written).
    const auto chinese = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF)
               || u == 0x201C || u == 0x201D || u == 0x2026 || u == 0x2014;
    };
    QStringList lines;
    bool inCode = false;
    bool previousJoinable = false; // the last line kept is paragraph text (not a heading, not code)
    for (const QString& line : markdown.split(u'\n')) {
        const QString text = line.trimmed();
        if (text.startsWith(QLatin1String("```"))) {
            inCode = !inCode;
            lines << line;
            previousJoinable = false;
            continue;
        }
        if (!inCode && previousJoinable && !text.isEmpty() && chinese(text.front()) && !lines.last().isEmpty()
            && chinese(lines.last().back())) {
            lines.last() += text;
            continue;
        }
        lines << line;
        previousJoinable = !inCode && !text.isEmpty() && !text.startsWith(u'#');
    }
    return lines.join(u'\n');
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
