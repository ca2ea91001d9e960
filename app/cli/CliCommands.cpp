#include "cli/CliCommands.h"

#include "cli/CalibrateCommand.h"
#include "cli/CatalogueCommands.h"
#include "cli/DbCommand.h"
#include "cli/EnergyCommand.h"
#include "cli/EvaluateCommand.h"
#include "cli/InferCommand.h"
#include "cli/MemoryCommand.h"
#include "cli/ModelsCommand.h"
#include "cli/RackCommand.h"
#include "cli/RecommendCommand.h"
#include "cli/ServeCommand.h"
#include "cli/SiteCommand.h"
#include "cli/TrainCommand.h"

namespace gputco::cli {

std::vector<std::unique_ptr<CliCommand>> coreCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<MemoryCommand>());
    commands.push_back(std::make_unique<EnergyCommand>());
    commands.push_back(std::make_unique<TrainCommand>());
    commands.push_back(std::make_unique<InferCommand>());
    commands.push_back(std::make_unique<ServeCommand>());
    commands.push_back(std::make_unique<CatalogueListCommand>(CatalogueList::Cards));
    commands.push_back(std::make_unique<CatalogueListCommand>(CatalogueList::Servers));
    commands.push_back(std::make_unique<CatalogueListCommand>(CatalogueList::Facilities));
    commands.push_back(std::make_unique<CatalogueListCommand>(CatalogueList::Clouds));
    commands.push_back(std::make_unique<ModelsCommand>());
    commands.push_back(std::make_unique<DbCommand>());
    commands.push_back(std::make_unique<SiteCommand>());
    commands.push_back(std::make_unique<RecommendCommand>());
    commands.push_back(std::make_unique<EvaluateCommand>());
    commands.push_back(std::make_unique<RackCommand>());
    commands.push_back(std::make_unique<CalibrateCommand>());
    return commands;
}

} // namespace gputco::cli
