#include "catalogue/CatalogueMessageBar.h"

#include "style/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace gputco::ui {

CatalogueMessageBar::CatalogueMessageBar(bool closable, QWidget* parent)
    : QFrame(parent)
    , icon_(new QLabel(this))
    , text_(new QLabel(this))
{
    setObjectName(QStringLiteral("catalogueMessageBar"));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(icon_, 0, Qt::AlignTop);
    layout->addWidget(text_, 1);
    if (closable) {
        close_ = new QToolButton(this);
        close_->setAutoRaise(true);
        close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
        close_->setToolTip(tr("Hide this message"));
        connect(close_, &QToolButton::clicked, this, &QWidget::hide);
        layout->addWidget(close_, 0, Qt::AlignTop);
    }
    hide();
}

void CatalogueMessageBar::showMessage(const QString& text, Kind kind)
{
    kind_ = kind;
    text_->setText(text);
    QColor edge = palette::kBluishGreen;
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (kind == Kind::Warning) {
        edge = palette::kOrange;
        icon = QStyle::SP_MessageBoxWarning;
    } else if (kind == Kind::Error) {
        edge = palette::kVermilion;
        icon = QStyle::SP_MessageBoxCritical;
    }
    QColor fill = edge;
    fill.setAlpha(28);
    setStyleSheet(QStringLiteral("#catalogueMessageBar { border: 1px solid %1; border-radius: 3px; background: %2; }")
                      .arg(edge.name(), fill.name(QColor::HexArgb)));
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon_->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    setVisible(!text.isEmpty());
}

QString CatalogueMessageBar::text() const { return isHidden() ? QString() : text_->text(); }

} // namespace gputco::ui
