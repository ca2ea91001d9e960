-- Schema version 4: prices a buyer can stand behind (issue 13). Cards and servers keep their typical price
-- (price, price_currency, price_date, price_source) and gain its low-high range and how firm it is: the tags of
-- shared/reference/prices.md (P, P*, S, W) spelled list, list-copy, press, weak; '' is an untagged figure of the
-- user's own. Servers gain host_share: chassis, CPUs, memory, NICs and storage as a fraction of the GPUs' price,
-- for the capex of a server without a system price. Cloud offers gain 1-year, 3-year and spot prices per
-- GPU-hour and a confidence; the table is rebuilt so an offer may carry any one of its five prices (an SQLite
-- table constraint cannot be changed in place). New columns go at the end, so older CSV files and scripts that
-- read columns by name keep working. Cards also gain memory_reported_mib (issue 17). The whole step runs in one
-- transaction (SchemaMigrations.cpp).

ALTER TABLE cards ADD COLUMN price_low REAL CONSTRAINT price_low
    CHECK (price_low IS NULL OR (typeof(price_low) IN ('integer', 'real') AND price_low >= 0 AND price_low <= 1000000000));
ALTER TABLE cards ADD COLUMN price_high REAL CONSTRAINT price_high
    CHECK (price_high IS NULL OR (typeof(price_high) IN ('integer', 'real') AND price_high >= 0
           AND price_high <= 1000000000 AND (price_low IS NULL OR price_low <= price_high)));
ALTER TABLE cards ADD COLUMN price_confidence TEXT NOT NULL DEFAULT '' CONSTRAINT price_confidence
    CHECK (price_confidence IN ('', 'list', 'list-copy', 'press', 'weak'));

-- Issue 17: the capacity the card really carries, in MiB as nvidia-smi / rocm-smi report the total (H100 SXM
-- 81,559 MiB); NULL where only the vendor's marketing figure (memory_gb) is known.
ALTER TABLE cards ADD COLUMN memory_reported_mib INTEGER CONSTRAINT memory_reported_mib
    CHECK (memory_reported_mib IS NULL OR (typeof(memory_reported_mib) = 'integer'
           AND memory_reported_mib BETWEEN 1 AND 100000000));

ALTER TABLE servers ADD COLUMN price_low REAL CONSTRAINT price_low
    CHECK (price_low IS NULL OR (typeof(price_low) IN ('integer', 'real') AND price_low >= 0 AND price_low <= 1000000000));
ALTER TABLE servers ADD COLUMN price_high REAL CONSTRAINT price_high
    CHECK (price_high IS NULL OR (typeof(price_high) IN ('integer', 'real') AND price_high >= 0
           AND price_high <= 1000000000 AND (price_low IS NULL OR price_low <= price_high)));
ALTER TABLE servers ADD COLUMN price_confidence TEXT NOT NULL DEFAULT '' CONSTRAINT price_confidence
    CHECK (price_confidence IN ('', 'list', 'list-copy', 'press', 'weak'));
ALTER TABLE servers ADD COLUMN host_share REAL CONSTRAINT host_share
    CHECK (host_share IS NULL OR (typeof(host_share) IN ('integer', 'real') AND host_share >= 0 AND host_share <= 10));

CREATE TABLE cloud_offers_v4 (
    id TEXT PRIMARY KEY NOT NULL
        CONSTRAINT id CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    provider TEXT NOT NULL CONSTRAINT provider CHECK (provider <> ''),
    card_id TEXT NOT NULL REFERENCES cards (id) ON UPDATE CASCADE ON DELETE RESTRICT,
    on_demand_per_gpu_hour REAL CONSTRAINT on_demand_per_gpu_hour
        CHECK (on_demand_per_gpu_hour IS NULL OR (typeof(on_demand_per_gpu_hour) IN ('integer', 'real')
               AND on_demand_per_gpu_hour > 0 AND on_demand_per_gpu_hour <= 100000)),
    reserved_per_gpu_hour REAL CONSTRAINT reserved_per_gpu_hour
        CHECK (reserved_per_gpu_hour IS NULL OR (typeof(reserved_per_gpu_hour) IN ('integer', 'real')
               AND reserved_per_gpu_hour > 0 AND reserved_per_gpu_hour <= 100000)),
    currency TEXT NOT NULL DEFAULT 'USD' CONSTRAINT currency CHECK (currency GLOB '[A-Z][A-Z][A-Z]'),
    region TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL CONSTRAINT date CHECK (date GLOB '[0-9][0-9][0-9][0-9]*'),
    source TEXT NOT NULL CONSTRAINT source CHECK (source <> ''),
    notes TEXT NOT NULL DEFAULT '',
    built_in INTEGER NOT NULL DEFAULT 0 CONSTRAINT built_in CHECK (built_in IN (0, 1)),
    one_year_per_gpu_hour REAL CONSTRAINT one_year_per_gpu_hour
        CHECK (one_year_per_gpu_hour IS NULL OR (typeof(one_year_per_gpu_hour) IN ('integer', 'real')
               AND one_year_per_gpu_hour > 0 AND one_year_per_gpu_hour <= 100000)),
    three_year_per_gpu_hour REAL CONSTRAINT three_year_per_gpu_hour
        CHECK (three_year_per_gpu_hour IS NULL OR (typeof(three_year_per_gpu_hour) IN ('integer', 'real')
               AND three_year_per_gpu_hour > 0 AND three_year_per_gpu_hour <= 100000)),
    spot_per_gpu_hour REAL CONSTRAINT spot_per_gpu_hour
        CHECK (spot_per_gpu_hour IS NULL OR (typeof(spot_per_gpu_hour) IN ('integer', 'real')
               AND spot_per_gpu_hour > 0 AND spot_per_gpu_hour <= 100000)),
    confidence TEXT NOT NULL DEFAULT '' CONSTRAINT confidence
        CHECK (confidence IN ('', 'list', 'list-copy', 'press', 'weak')),
    CONSTRAINT on_demand_per_gpu_hour CHECK (on_demand_per_gpu_hour IS NOT NULL OR reserved_per_gpu_hour IS NOT NULL
        OR one_year_per_gpu_hour IS NOT NULL OR three_year_per_gpu_hour IS NOT NULL OR spot_per_gpu_hour IS NOT NULL)
);

INSERT INTO cloud_offers_v4 (id, provider, card_id, on_demand_per_gpu_hour, reserved_per_gpu_hour, currency, region,
                             date, source, notes, built_in)
    SELECT id, provider, card_id, on_demand_per_gpu_hour, reserved_per_gpu_hour, currency, region, date, source,
           notes, built_in
    FROM cloud_offers;

DROP TABLE cloud_offers;

ALTER TABLE cloud_offers_v4 RENAME TO cloud_offers;

CREATE INDEX cloud_offers_card_id ON cloud_offers (card_id);
