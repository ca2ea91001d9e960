#pragma once

#include "model/ModelArchitecture.h"
#include "util/Expected.h"

#include <QByteArray>
#include <QString>

#include <string>

namespace gputco {

/// What a config.json import takes besides the file: the file names no model and gives no parameter count.
struct HuggingFaceImportOptions {
    std::string id;                     ///< empty: derived from "_name_or_path", else from the file's folder
    std::string displayName;            ///< empty: the name the id was derived from
    double publishedTotalParams = 0.0;  ///< the model card's total, 0 when none is known
    double publishedActiveParams = 0.0; ///< the model card's active count (MoE), 0 when none is known
    std::string source;                 ///< empty: "Hugging Face config.json (model_type X)"
    std::string fallbackName;           ///< the name used when neither id nor "_name_or_path" gives one
};

/// The config.json model types read: Llama, Mistral, Qwen2/Qwen2.5, Qwen2-MoE, Qwen3, Qwen3-MoE, Mixtral,
/// DeepSeek-V2/V3 (MLA + MoE), Gemma and Gemma 2.
QString huggingFaceModelTypes();

/// A Hugging Face config.json as a ModelArchitecture whose parameter count core derives (ParameterCount.h).
/// All or nothing: an Error names the JSON key at fault and the allowed range (not JSON, a missing key, a size of
/// zero, a negative or absurd size, heads that do not divide the width where no head_dim is given, a layout the
/// parameter count cannot represent). What is not counted: per-head QK norms (Qwen3) and Gemma 2's two extra
/// norms a layer (each under 0.01% of the total); docs/MODEL.md.
Expected<ModelArchitecture> modelFromHuggingFaceConfig(const QByteArray& json, const HuggingFaceImportOptions& options);

/// "Qwen/Qwen2.5-7B" -> "qwen2.5-7b": the last path segment, lower case, other characters as '-'.
std::string modelIdFromName(const QString& name);

} // namespace gputco
