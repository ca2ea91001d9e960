#include "cli/lite/FastInfer.h"

#include "cli/lite/InferRun.h"
#include "cli/lite/LongOptions.h"
#include "cli/lite/ServeRun.h"
#include "cli/lite/TerminalText.h"
#include "database/lite/LiteCatalogue.h"
#include "database/lite/UserFolders.h"

#include <cctype>
#include <cstdio>

namespace gputco::cli {
namespace {

/// The options infer reads beside its own (ModelOptions.h and CatalogueOption.h in the Qt program).
constexpr const char* kSharedOptions[] = {"model", "params", "database"};

/// Written as the Qt program writes it (CliRunner.cpp): control characters of a catalogue name shown, not obeyed.
void write(std::FILE* stream, const std::string& raw)
{
    const std::string text = escapeControlCharacters(raw);
    if (!text.empty())
        std::fwrite(text.data(), 1, text.size(), stream);
}

using LiteRun = Expected<CommandOutput> (*)(ValueReader&, const InferCatalogue&);

// A command whose run is Qt-free (infer, serve): its options parsed here, the catalogue read with SQLite itself.
std::optional<int> runLiteCommand(int argc, char* const argv[], const std::vector<OptionSpec>& options, LiteRun run)
{
    std::set<std::string> withValue(std::begin(kSharedOptions), std::end(kSharedOptions));
    std::set<std::string> flags;
    for (const OptionSpec& o : options)
        (o.valueName.empty() ? flags : withValue).insert(o.name);
    const auto values = parseLongOptions(argc, argv, 2, withValue, flags);
    if (!values)
        return std::nullopt;
    ValueReader reader([&values](std::string_view name) -> std::optional<std::string> {
        const auto it = values->find(std::string(name));
        return it == values->end() ? std::nullopt : std::optional<std::string>(it->second);
    });

    bool handOver = false;
    std::optional<LiteCatalogue> catalogue;
    const InferCatalogue access{
        .catalogueModel = [&](const std::string&) -> std::optional<ModelArchitecture> {
            handOver = true; // the catalogue's own models are read by the Qt program
            return std::nullopt;
        },
        .openCatalogue =
            [&] {
                auto path = reader.isSet("database") ? std::optional<std::string>(reader.text("database"))
                                                     : defaultCataloguePath();
                // The Qt program trims the path and refuses an empty one, with its own message.
                if (path
                    && (path->empty() || std::isspace(static_cast<unsigned char>(path->front()))
                        || std::isspace(static_cast<unsigned char>(path->back()))))
                    path.reset();
                if (path)
                    catalogue = LiteCatalogue::openReady(*path);
                handOver = !catalogue;
                return catalogue.has_value();
            },
        .findCard = [&](const std::string& id) { return catalogue->card(id); },
    };
    const auto output = run(reader, access);
    if (handOver || !output)
        return std::nullopt;
    write(stdout, output->out);
    write(stderr, output->err);
    return output->exitCode;
}

} // namespace

std::optional<int> runInferFast(int argc, char* const argv[])
{
    return runLiteCommand(argc, argv, inferOptions(), &runInfer);
}

std::optional<int> runServeFast(int argc, char* const argv[])
{
    return runLiteCommand(argc, argv, serveOptions(), &runServe);
}

} // namespace gputco::cli
