#include "catalogue/ModelImportAction.h"

#include "export/DialogFolder.h"
#include "model/ParameterCount.h"
#include "session/CatalogueStore.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

namespace gputco::ui {
namespace {

QString billions(double params) { return QString::number(params / 1e9, 'f', 2); }

} // namespace

ModelImportAction::ModelImportAction(CatalogueStore& store, QWidget& window)
    : QObject(&window)
    , store_(store)
    , window_(window)
    , action_(new QAction(tr("Import &model…"), this))
{
    action_->setToolTip(tr("Add a model from its Hugging Face config.json (Llama, Qwen, Mixtral, DeepSeek, Gemma) "
                           "to the catalogue; you can also drop the file on the window"));
    action_->setEnabled(store_.isEditable());
    connect(action_, &QAction::triggered, this, &ModelImportAction::chooseAndImport);
}

ModelImportAction::Outcome ModelImportAction::importFile(const QString& path)
{
    auto model = store_.importModelConfig(path);
    if (!model)
        return {false, tr("%1 was not imported; nothing was stored:\n%2")
                           .arg(QDir::toNativeSeparators(path), QString::fromStdString(model.error().describe()))};
    const ParameterCounts counts = countParameters(*model);
    QString text =
        tr("Stored the model %1 (id %2): %3 billion parameters counted from its architecture.")
            .arg(QString::fromStdString(model->displayName), QString::fromStdString(model->id), billions(counts.total));
    if (model->moe.enabled())
        text += u' ' + tr("%1 billion active per token.").arg(billions(counts.active));
    text += u'\n'
            + tr("Choose it under Workload > Model; edit it in Catalogue > Models, where the published "
                 "parameter count can be added.");
    return {true, text};
}

void ModelImportAction::importAndReport(const QString& path)
{
    const Outcome outcome = importFile(path);
    if (outcome.stored)
        QMessageBox::information(&window_, tr("Import model"), outcome.message);
    else
        QMessageBox::warning(&window_, tr("Import model"), outcome.message);
}

void ModelImportAction::chooseAndImport()
{
    const QString path = QFileDialog::getOpenFileName(&window_, tr("Import model"), dialogFolder(),
                                                      tr("Hugging Face config (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    importAndReport(path);
}

} // namespace gputco::ui
