#include "widgets/PanelGroup.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gputco::ui {

PanelGroup::PanelGroup(const QString& title, const QString& resetToolTip, QWidget* parent)
    : QFrame(parent)
    , form_(new QFormLayout)
{
    setFrameShape(QFrame::StyledPanel);

    auto* heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setBold(true);
    heading->setFont(font);

    auto* reset = new QToolButton(this);
    reset->setText(tr("Reset"));
    reset->setToolTip(resetToolTip);
    reset->setAutoRaise(true);
    connect(reset, &QToolButton::clicked, this, &PanelGroup::resetRequested);

    auto* header = new QHBoxLayout;
    header->addWidget(heading);
    header->addStretch(1);
    header->addWidget(reset);

    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A row too wide for the dock puts its field under its label rather than push the panel past the dock's edge
    // (the dock is about 400 px wide at 1440x900; Chinese labels and three-control rows need more).
    form_->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form_->setLabelAlignment(Qt::AlignLeft);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 8);
    layout->addLayout(header);
    layout->addLayout(form_);
}

} // namespace gputco::ui
