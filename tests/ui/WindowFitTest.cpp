// Nothing in the window is cut off at 1440x900, in English and in Chinese: every label, button, combo box, spin box,
// placeholder and table header reads whole in the room its widget has, and no dock panel is wider than its dock.
#include "UiTestSupport.h"

#include "i18n/Language.h"
#include "scenario/DefaultCardSelection.h"
#include "session/ComparedScenario.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "widgets/ElidedLabel.h"
#include "widgets/PanelScrollArea.h"
#include "window/MainWindow.h"
#include "window/WidgetCapture.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QTextDocument>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

QString describe(const QWidget* w, const QString& text, int needed, int has)
{
    const QString name =
        w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName();
    return QStringLiteral("%1 \"%2\" needs %3 px, has %4").arg(name, text.left(60)).arg(needed).arg(has);
}

/// The room a line needs: its advance, or less where its ink ends sooner (a full-width bracket's advance ends in
/// blank space that may fall outside the widget without cutting anything). Qt sizes labels by the advance, so a
/// letter's ink 1 px past it counts as fitting.
int inkWidth(const QFontMetrics& fm, const QString& line)
{
    return line.isEmpty() ? 0 : std::min(fm.horizontalAdvance(line), fm.boundingRect(line).right() + 1);
}

/// The widest line of a label's text as drawn (rich text through a text document, like QLabel does).
int labelTextWidth(const QLabel& label)
{
    if (Qt::mightBeRichText(label.text()) || label.textFormat() == Qt::RichText) {
        QTextDocument doc;
        doc.setDefaultFont(label.font());
        doc.setDocumentMargin(0);
        doc.setHtml(label.text());
        return static_cast<int>(std::ceil(doc.idealWidth()));
    }
    int widest = 0;
    for (const QString& line : label.text().split(QLatin1Char('\n')))
        widest = std::max(widest, inkWidth(label.fontMetrics(), line));
    return widest;
}

/// The width a line edit draws its text in: its frame's contents less the text margins and QLineEdit's own 2 px
/// each side (qlineedit.cpp, QLineEditPrivate::horizontalMargin).
int lineEditRoom(const QLineEdit& edit)
{
    QStyleOptionFrame option;
    option.initFrom(&edit);
    option.lineWidth = edit.hasFrame() ? edit.style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, &edit) : 0;
    const QRect contents = edit.style()->subElementRect(QStyle::SE_LineEditContents, &option, &edit);
    return contents.width() - edit.textMargins().left() - edit.textMargins().right() - 4;
}

/// The dock `w` sits in, if any.
const QDockWidget* dockOf(const QWidget* w)
{
    for (; w; w = w->parentWidget())
        if (const auto* dock = qobject_cast<const QDockWidget*>(w))
            return dock;
    return nullptr;
}

/// Every text on screen under `root` (the views and the dock `shown`) that is wider than its widget (or its header
/// section), and every dock panel wider than its dock.
QStringList cutTexts(const QWidget& root, const QDockWidget* shown)
{
    QStringList cut;
    for (const QWidget* w : root.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->width() <= 0)
            continue;
        if (const QDockWidget* dock = dockOf(w); dock && dock != shown)
            continue; // a dock behind another tab (Qt may leave it "visible" until the next layout)
        if (const auto* label = qobject_cast<const QLabel*>(w)) {
            // An ElidedLabel ends a long text in "..." and shows it whole in its tooltip.
            if (label->wordWrap() || label->text().isEmpty() || qobject_cast<const ElidedLabel*>(w))
                continue;
            const int needed = labelTextWidth(*label);
            if (needed > label->contentsRect().width())
                cut << describe(w, label->text(), needed, label->contentsRect().width());
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
            // A button's size hint is its text, icon and frame at full width.
            if (!button->text().isEmpty() && button->sizeHint().width() > button->width())
                cut << describe(w, button->text(), button->sizeHint().width(), button->width());
        } else if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            const int room = combo->style()
                                 ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo)
                                 .width();
            const int needed = inkWidth(combo->fontMetrics(), combo->currentText());
            if (needed > room)
                cut << describe(w, combo->currentText(), needed, room);
        } else if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(w)) {
            const QLineEdit* edit = spin->findChild<QLineEdit*>();
            const int needed = inkWidth(spin->fontMetrics(), spin->text());
            if (edit && needed > lineEditRoom(*edit))
                cut << describe(w, spin->text(), needed, lineEditRoom(*edit));
        } else if (const auto* edit = qobject_cast<const QLineEdit*>(w)) {
            if (qobject_cast<const QAbstractSpinBox*>(edit->parentWidget())
                || qobject_cast<const QComboBox*>(edit->parentWidget()))
                continue;
            const QString shown = edit->text().isEmpty() ? edit->placeholderText() : edit->text();
            const int needed = inkWidth(edit->fontMetrics(), shown);
            if (needed > lineEditRoom(*edit))
                cut << describe(w, shown, needed, lineEditRoom(*edit));
        } else if (const auto* header = qobject_cast<const QHeaderView*>(w)) {
            if (header->orientation() != Qt::Horizontal || !header->model())
                continue;
            // A section draws its title between the style's header margins, beside the sort arrow when sorted.
            const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
            const int arrow = header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
            QFont bold = header->font();
            bold.setBold(true); // Fusion draws the titles in bold
            const QFontMetrics fm(bold);
            for (int s = 0; s < header->count(); ++s) {
                if (header->isSectionHidden(s) || header->sectionSize(s) == 0)
                    continue;
                const QString title = header->model()->headerData(s, Qt::Horizontal).toString();
                const bool sorted = header->isSortIndicatorShown() && header->sortIndicatorSection() == s;
                int needed = 0;
                for (const QString& line : title.split(QLatin1Char('\n')))
                    needed = std::max(needed, fm.horizontalAdvance(line));
                needed += margin + (sorted ? arrow + margin : 0);
                if (needed > header->sectionSize(s))
                    cut << describe(w, title, needed, header->sectionSize(s));
            }
        } else if (const auto* panel = qobject_cast<const PanelScrollArea*>(w)) {
            // A panel is laid out no narrower than its minimum: wider than the dock, its right side is cut off.
            if (panel->widget() && panel->widget()->width() > panel->viewport()->width())
                cut << describe(w, QStringLiteral("panel"), panel->widget()->width(), panel->viewport()->width());
        }
    }
    return cut;
}

} // namespace

TEST_CASE("At 1440x900 no label, button, field or header is cut off, in English and in Chinese", "[window][layout]")
{
    test::application();
    const QString lookDir = qEnvironmentVariable("GPUTCO_UI_SCREENSHOT_DIR");
    for (const char* language : {"en", "zh_CN"}) {
        const QLocale locale = localeForLanguage(QString::fromLatin1(language));
        installLanguage(locale);
        ScenarioSession session(test::sampleCatalogueWithOffers());
        ScenarioState state;
        state.selectedCardIds = defaultCardSelection(*test::sampleCatalogueWithOffers());
        state.economics.facilityId = "west-hub";
        session.editor().resetTo(state);
        // A scenario B with a long name: the A/B view shows A and B side by side and the status line gains a field.
        ScenarioState b = state;
        b.workload.mode = TaskMode::Lora;
        session.comparedScenario().set(b, QStringLiteral("Llama-3.1-70B LoRA fine-tune on one server, for comparison"));
        MainWindow window(session);
        window.setAnimated(false); // a raised dock shows at once, not at the end of an animation
        window.resize(1440, 900);
        window.show();
        window.waitForBackgroundWork();
        QApplication::processEvents();

        for (const QString& view : MainWindow::viewNames()) {
            window.showView(view);
            for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
                dock->raise();
                QApplication::processEvents();
                INFO(language << " view " << view.toStdString() << ", dock " << dock->objectName().toStdString());
                const QStringList cut = cutTexts(window, dock);
                CHECK(cut.join(QLatin1Char('\n')).toStdString() == "");
                if (!lookDir.isEmpty())
                    saveWidgetPng(window, QStringLiteral("%1/fit-%2-%3-%4.png")
                                              .arg(lookDir, QString::fromLatin1(language), view, dock->objectName()));
            }
        }
    }
    installLanguage(localeForLanguage(QStringLiteral("en")));
}
