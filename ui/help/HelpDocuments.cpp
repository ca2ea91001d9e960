#include "help/HelpDocuments.h"

#include <QFile>

namespace gputco::ui {

QString helpDocumentText(const QString& resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString modelSectionForView(const QString& viewName)
{
    // Heading prefixes of docs/MODEL.md (tests/ui/HelpTest.cpp holds them to the document).
    if (viewName == u"memory")
        return QStringLiteral("Memory (");
    if (viewName == u"power")
        return QStringLiteral("Power and energy (");
    if (viewName == u"sensitivity")
        return QStringLiteral("Uncertainty: bands and tornado");
    if (viewName == u"compare")
        return QStringLiteral("Training vs inference comparison");
    if (viewName == u"rack")
        return QStringLiteral("Rack, power feed and cooling");
    if (viewName == u"ab")
        return QStringLiteral("Cost (TCO)");
    if (viewName == u"recommend")
        return QStringLiteral("Recommender");
    if (viewName == u"catalogue")
        return QStringLiteral("Units convention");
    return {};
}

} // namespace gputco::ui
