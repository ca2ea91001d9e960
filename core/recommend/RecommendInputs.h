#pragma once

#include "cost/CloudOfferChoice.h"
#include "cost/ResidualCurve.h"
#include "facility/Facility.h"
#include "facilityfit/FitRequirements.h"
#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "model/Precision.h"
#include "performance/InferenceEstimator.h"
#include "performance/TrainingEstimator.h"
#include "serving/ServingSizing.h"
#include "units/Duration.h"
#include "units/Money.h"
#include "units/Power.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// What the ranking sorts by.
enum class RankMetric { TotalCost, CostPerMillionTokens, CostPerRun };
std::string_view rankMetricName(RankMetric metric); ///< "total-cost", "cost-per-million-tokens", "cost-per-run"
std::optional<RankMetric> parseRankMetric(std::string_view text);
std::string rankMetricChoices();
/// What a search ranks by when the user asks for nothing: a training job by the cost of its run (owned: the run's
/// share of owning the hardware, GPU-hours x the owned cost per GPU-hour; rented: GPU-hours x the rate), serving by
/// the total cost over the period. Total cost in training is the cost of owning, and must be asked for.
RankMetric defaultRankMetric(bool training);

/// Whether an option buys the GPUs and hosts them (in a facility of the search, or at the economics' price and
/// PUE), rents them from a cloud offer, or may do either.
enum class Ownership { Owned, Rented, Either };
std::string_view ownershipName(Ownership ownership); ///< "owned", "rented", "either"
std::optional<Ownership> parseOwnership(std::string_view text);
std::string ownershipChoices();

/// The rate a card is rented at, converted to the scenario's currency by the caller (the recommender never
/// converts): the offer chooseCloudOffer picks for the scenario's term.
struct RentalRate {
    std::string cardId;
    std::string offerId;
    CloudTerm term = CloudTerm::OnDemand;
    Money pricePerGpuHour;      ///< scenario currency
    std::string quotedCurrency; ///< the offer's own (how the rate moves with the exchange rate)
    std::string country;        ///< where the offer's cards are installed (ISO 3166-1 alpha-2); empty: not stated
};

/// Money and time of the period, in the scenario's one currency (a price in another currency counts only when
/// `exchangeRates` has a rate for it).
struct RecommendEconomics {
    std::string currency = "CNY";
    int years = 3;            ///< the period costs are summed over (and the hardware's life)
    double pricePerKwh = 0.0; ///< every owned option's (unless facilityOwnPrices)
    double pue = 1.3;         ///< every owned option's (unless facilityOwnPrices)
    /// One rule for energy (docs/MODEL.md, "Recommender"): false, the scenario's price and PUE above cost every owned
    /// option, in any facility, as every other view costs it; true, each facility's own price and PUE (its catalogue
    /// figures), the price and PUE above only without a facility.
    bool facilityOwnPrices = false;
    double utilisation = 0.7;                ///< inference: card activity and share of the period at the target rate
    std::map<std::string, Money> cardPrices; ///< the user's quotes by card id; else the catalogue's price
    /// Scenario-currency units per unit of another currency (ISO 4217 code), for catalogue prices quoted in it.
    std::map<std::string, double> exchangeRates;
    /// Host (chassis, CPUs, memory, NICs, storage) as a share of the GPUs' price, for servers without a system
    /// price or a host share of their own.
    double hostShare = 0.0;
    ResidualCurve residual;       ///< resale value by years of use; empty: none
    double discountRate = 0.0;    ///< per year, 0 to 0.5: the TCO's present value and equivalent annual cost
    Money serverPriceWithoutGpus; ///< per server, on top of either capex basis
    Money networkPerServer;
    Money installation;
    double maintenanceShareOfCapexPerYear = 0.0;
    double bandwidthMbps = 0.0; ///< billed at the facility's price per Mbps-month
};

/// The electricity price (scenario currency per kWh) an owned option pays in `facility` (null: none), by the rule.
double electricityPriceIn(const RecommendEconomics& economics, const Facility* facility);
/// The PUE an owned option is costed at in `facility` (null: none), by the rule.
double pueIn(const RecommendEconomics& economics, const Facility* facility);

/// Limits an option must meet to be kept. Empty means "no limit".
struct RecommendConstraints {
    std::optional<Money> budget;                 ///< total cost over the period
    std::optional<double> outputTokensPerSecond; ///< inference: whole deployment
    std::optional<double> requestsPerSecond;     ///< inference: x output tokens per request
    std::optional<Duration> maxTtft;             ///< inference: time to first token (+ one step in flight)
    std::optional<Duration> maxTpot;             ///< inference: time per output token
    /// Inference: P99 targets under traffic. Set, each option is sized by its simulated capacity at them (replicas
    /// = ceil(peak / capacity per replica)) and the mean-latency limits above are not checked.
    std::optional<ServingSlo> serving;
    /// Training: the run's wall time; unset, a year (Duration::years(1), as the comparison view): a longer run is never
    /// recommended.
    std::optional<Duration> maxTrainingTime;
    /// The owner's site: racks the facility plans (checked where a facility is searched) and the deployment's IT
    /// peak. A rented option uses the provider's racks and power, so neither limit applies to it.
    std::optional<int> maxRacks;
    std::optional<Watts> maxItPower;
    /// Owning a consumer card (Accelerator::consumerLicence: its licence forbids datacentre deployment) is left out
    /// unless this is set; renting one is the provider's licence and stays.
    bool allowConsumerCards = false;
    /// Owning an export-controlled card in a facility located where its control requires a licence, or renting it
    /// from an offer located there (Accelerator::exportRestrictedIn, core/hardware/ExportControl.h), is left out
    /// unless this is set (the buyer holds a licence, or the user's counsel reads the rule otherwise).
    bool allowExportControlled = false;
    /// Where the buyer, or its ultimate parent, is headquartered (ISO 3166-1 alpha-2); empty: not stated. The 2023
    /// rule also requires the licence for a buyer headquartered in a listed destination wherever the card is
    /// installed: owning a card whose control lists this country is then left out at every site (docs/MODEL.md,
    /// "Export controls"). Renting is judged by where the offer is. `allowExportControlled` lifts this too.
    std::string buyerCountry;
};

/// How wide the search goes.
struct RecommendSearch {
    std::vector<Precision> precisions; ///< empty: BF16, FP8, INT8, INT4 for inference; BF16, FP8 for training
    int maxTensorParallel = 8;         ///< within one 8-GPU server
    int maxGpus = 4096;
    int rackUnitsWithoutModel = 4; ///< no catalogue server for a card: 8 GPUs (as core/power) in 4U [R]
    Ownership ownership = Ownership::Owned;
};

/// A workload, the candidates, the money and the limits: everything the recommender searches over.
struct RecommendInputs {
    ModelArchitecture arch;
    bool training = false;      ///< false: serve the model (inference); true: train it
    InferenceInputs inference;  ///< prompt/output tokens, KV precision, efficiencies (weights are searched)
    TrainingInputs trainingRun; ///< tokens, sequence, micro-batch (precision and split are searched)
    int zeroStage = 1;          ///< training memory: optimizer states sharded over data parallelism
    /// Training memory: full training, or LoRA / QLoRA adapters on a frozen base (then `qloraBase` is QLoRA's
    /// 4-bit base format). Either is timed as full training, 6N FLOPs per token: an upper bound, as the window.
    WorkloadMode trainingMode = WorkloadMode::Training;
    Precision qloraBase = Precision::NF4;
    std::vector<Accelerator> cards;
    std::vector<Server> servers; ///< catalogue servers: a card's server gives GPUs per server, U, PSUs
    /// The server chosen per card id (the scenario's); a card not here gets chooseServer's rule.
    std::map<std::string, std::string> serverByCard;
    std::vector<Facility> facilities; ///< empty: no facility dimension (the economics' price and PUE)
    FitRequirements requirements;     ///< what a facility must meet
    std::vector<RentalRate> rentals;  ///< rented options: each card's rate (a card without one is not rented)
    RecommendEconomics economics;
    RecommendConstraints constraints;
    RecommendSearch search;
    RankMetric rankBy = RankMetric::TotalCost; ///< recommendInputsFor sets defaultRankMetric(training) when unset
};

} // namespace gputco
