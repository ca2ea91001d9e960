-- Schema version 1: the catalogue tables. A migration file never changes once released; later versions add
-- new numbered files. Every numeric column has a named CHECK constraint (the name is the column, so the
-- error message names it); NULL means "unknown" and never "zero".

CREATE TABLE cards (
    id TEXT PRIMARY KEY NOT NULL
        CONSTRAINT id CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    vendor TEXT NOT NULL CONSTRAINT vendor CHECK (vendor <> ''),
    model TEXT NOT NULL CONSTRAINT model CHECK (model <> ''),
    memory_gb REAL CONSTRAINT memory_gb
        CHECK (memory_gb IS NULL OR (typeof(memory_gb) IN ('integer', 'real') AND memory_gb > 0 AND memory_gb <= 100000)),
    memory_type TEXT NOT NULL DEFAULT '',
    memory_bandwidth_gbs REAL CONSTRAINT memory_bandwidth_gbs
        CHECK (memory_bandwidth_gbs IS NULL OR (typeof(memory_bandwidth_gbs) IN ('integer', 'real')
               AND memory_bandwidth_gbs > 0 AND memory_bandwidth_gbs <= 1000000)),
    tdp_w REAL CONSTRAINT tdp_w
        CHECK (tdp_w IS NULL OR (typeof(tdp_w) IN ('integer', 'real') AND tdp_w > 0 AND tdp_w <= 100000)),
    idle_w REAL CONSTRAINT idle_w
        CHECK (idle_w IS NULL OR (typeof(idle_w) IN ('integer', 'real') AND idle_w >= 0 AND idle_w <= 100000
               AND (tdp_w IS NULL OR idle_w <= tdp_w))),
    fp32_tflops REAL CONSTRAINT fp32_tflops
        CHECK (fp32_tflops IS NULL OR (typeof(fp32_tflops) IN ('integer', 'real') AND fp32_tflops > 0 AND fp32_tflops <= 1000000)),
    tf32_tflops REAL CONSTRAINT tf32_tflops
        CHECK (tf32_tflops IS NULL OR (typeof(tf32_tflops) IN ('integer', 'real') AND tf32_tflops > 0 AND tf32_tflops <= 1000000)),
    bf16_tflops REAL CONSTRAINT bf16_tflops
        CHECK (bf16_tflops IS NULL OR (typeof(bf16_tflops) IN ('integer', 'real') AND bf16_tflops > 0 AND bf16_tflops <= 1000000)),
    fp16_tflops REAL CONSTRAINT fp16_tflops
        CHECK (fp16_tflops IS NULL OR (typeof(fp16_tflops) IN ('integer', 'real') AND fp16_tflops > 0 AND fp16_tflops <= 1000000)),
    fp8_tflops REAL CONSTRAINT fp8_tflops
        CHECK (fp8_tflops IS NULL OR (typeof(fp8_tflops) IN ('integer', 'real') AND fp8_tflops > 0 AND fp8_tflops <= 1000000)),
    int8_tops REAL CONSTRAINT int8_tops
        CHECK (int8_tops IS NULL OR (typeof(int8_tops) IN ('integer', 'real') AND int8_tops > 0 AND int8_tops <= 1000000)),
    int4_tops REAL CONSTRAINT int4_tops
        CHECK (int4_tops IS NULL OR (typeof(int4_tops) IN ('integer', 'real') AND int4_tops > 0 AND int4_tops <= 1000000)),
    interconnect TEXT NOT NULL DEFAULT 'none' CONSTRAINT interconnect
        CHECK (interconnect IN ('none', 'nvlink', 'infinity-fabric', 'ethernet', 'ici', 'pcie')),
    interconnect_gbs REAL CONSTRAINT interconnect_gbs
        CHECK (interconnect_gbs IS NULL OR (typeof(interconnect_gbs) IN ('integer', 'real')
               AND interconnect_gbs > 0 AND interconnect_gbs <= 1000000)),
    pcie_gen INTEGER CONSTRAINT pcie_gen
        CHECK (pcie_gen IS NULL OR (typeof(pcie_gen) = 'integer' AND pcie_gen BETWEEN 1 AND 9)),
    form_factor TEXT NOT NULL DEFAULT '',
    launch_year INTEGER CONSTRAINT launch_year
        CHECK (launch_year IS NULL OR (typeof(launch_year) = 'integer' AND launch_year BETWEEN 1990 AND 2100)),
    segment TEXT NOT NULL DEFAULT 'both' CONSTRAINT segment
        CHECK (segment IN ('training', 'inference', 'both', 'edge')),
    price REAL CONSTRAINT price
        CHECK (price IS NULL OR (typeof(price) IN ('integer', 'real') AND price >= 0 AND price <= 1000000000)),
    price_currency TEXT NOT NULL DEFAULT '' CONSTRAINT price_currency
        CHECK (price_currency = '' OR price_currency GLOB '[A-Z][A-Z][A-Z]'),
    price_date TEXT NOT NULL DEFAULT '' CONSTRAINT price_date
        CHECK (price_date = '' OR price_date GLOB '[0-9][0-9][0-9][0-9]*'),
    price_source TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CONSTRAINT source CHECK (source <> ''),
    source_date TEXT NOT NULL DEFAULT '' CONSTRAINT source_date
        CHECK (source_date = '' OR source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    notes TEXT NOT NULL DEFAULT '',
    built_in INTEGER NOT NULL DEFAULT 0 CONSTRAINT built_in CHECK (built_in IN (0, 1)),
    CONSTRAINT price_currency CHECK (price IS NULL OR price_currency <> '')
);

CREATE TABLE servers (
    id TEXT PRIMARY KEY NOT NULL
        CONSTRAINT id CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    name TEXT NOT NULL CONSTRAINT name CHECK (name <> ''),
    card_id TEXT NOT NULL REFERENCES cards (id) ON UPDATE CASCADE ON DELETE RESTRICT,
    gpus_per_server INTEGER NOT NULL DEFAULT 8 CONSTRAINT gpus_per_server
        CHECK (typeof(gpus_per_server) = 'integer' AND gpus_per_server BETWEEN 1 AND 1024),
    system_max_w REAL CONSTRAINT system_max_w
        CHECK (system_max_w IS NULL OR (typeof(system_max_w) IN ('integer', 'real')
               AND system_max_w > 0 AND system_max_w <= 10000000)),
    host_overhead_w REAL NOT NULL DEFAULT 0 CONSTRAINT host_overhead_w
        CHECK (typeof(host_overhead_w) IN ('integer', 'real') AND host_overhead_w >= 0 AND host_overhead_w <= 10000000),
    rack_units INTEGER NOT NULL DEFAULT 1 CONSTRAINT rack_units
        CHECK (typeof(rack_units) = 'integer' AND rack_units BETWEEN 1 AND 60),
    psu_count INTEGER CONSTRAINT psu_count
        CHECK (psu_count IS NULL OR (typeof(psu_count) = 'integer' AND psu_count BETWEEN 1 AND 64)),
    psu_rating_w REAL CONSTRAINT psu_rating_w
        CHECK (psu_rating_w IS NULL OR (typeof(psu_rating_w) IN ('integer', 'real')
               AND psu_rating_w > 0 AND psu_rating_w <= 1000000)),
    psu_redundant INTEGER CONSTRAINT psu_redundant
        CHECK (psu_redundant IS NULL OR (typeof(psu_redundant) = 'integer' AND psu_redundant BETWEEN 0 AND 63
               AND (psu_count IS NULL OR psu_redundant < psu_count))),
    cooling TEXT NOT NULL DEFAULT 'air' CONSTRAINT cooling CHECK (cooling IN ('air', 'liquid')),
    price REAL CONSTRAINT price
        CHECK (price IS NULL OR (typeof(price) IN ('integer', 'real') AND price >= 0 AND price <= 1000000000)),
    price_currency TEXT NOT NULL DEFAULT '' CONSTRAINT price_currency
        CHECK (price_currency = '' OR price_currency GLOB '[A-Z][A-Z][A-Z]'),
    price_date TEXT NOT NULL DEFAULT '' CONSTRAINT price_date
        CHECK (price_date = '' OR price_date GLOB '[0-9][0-9][0-9][0-9]*'),
    price_source TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CONSTRAINT source CHECK (source <> ''),
    source_date TEXT NOT NULL DEFAULT '' CONSTRAINT source_date
        CHECK (source_date = '' OR source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    notes TEXT NOT NULL DEFAULT '',
    built_in INTEGER NOT NULL DEFAULT 0 CONSTRAINT built_in CHECK (built_in IN (0, 1)),
    CONSTRAINT price_currency CHECK (price IS NULL OR price_currency <> '')
);

CREATE INDEX servers_card_id ON servers (card_id);

CREATE TABLE facilities (
    id TEXT PRIMARY KEY NOT NULL
        CONSTRAINT id CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    name TEXT NOT NULL CONSTRAINT name CHECK (name <> ''),
    operator TEXT NOT NULL DEFAULT '',
    region TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    electricity_price_per_kwh REAL NOT NULL CONSTRAINT electricity_price_per_kwh
        CHECK (typeof(electricity_price_per_kwh) IN ('integer', 'real')
               AND electricity_price_per_kwh >= 0 AND electricity_price_per_kwh <= 1000),
    currency TEXT NOT NULL DEFAULT 'CNY' CONSTRAINT currency CHECK (currency GLOB '[A-Z][A-Z][A-Z]'),
    price_date TEXT NOT NULL DEFAULT '' CONSTRAINT price_date
        CHECK (price_date = '' OR price_date GLOB '[0-9][0-9][0-9][0-9]*'),
    pue REAL NOT NULL DEFAULT 1.3 CONSTRAINT pue
        CHECK (typeof(pue) IN ('integer', 'real') AND pue >= 1.0 AND pue <= 4.0),
    carbon_kg_per_kwh REAL NOT NULL CONSTRAINT carbon_kg_per_kwh
        CHECK (typeof(carbon_kg_per_kwh) IN ('integer', 'real') AND carbon_kg_per_kwh >= 0 AND carbon_kg_per_kwh <= 2),
    usable_units INTEGER NOT NULL DEFAULT 42 CONSTRAINT usable_units
        CHECK (typeof(usable_units) = 'integer' AND usable_units BETWEEN 1 AND 60),
    voltage REAL NOT NULL DEFAULT 230 CONSTRAINT voltage
        CHECK (typeof(voltage) IN ('integer', 'real') AND voltage >= 100 AND voltage <= 1000),
    phases INTEGER NOT NULL DEFAULT 1 CONSTRAINT phases CHECK (phases IN (1, 3)),
    breaker_amps REAL NOT NULL DEFAULT 16 CONSTRAINT breaker_amps
        CHECK (typeof(breaker_amps) IN ('integer', 'real') AND breaker_amps > 0 AND breaker_amps <= 1000),
    derating REAL NOT NULL DEFAULT 0.8 CONSTRAINT derating
        CHECK (typeof(derating) IN ('integer', 'real') AND derating > 0 AND derating <= 1),
    dual_feeds INTEGER NOT NULL DEFAULT 1 CONSTRAINT dual_feeds CHECK (dual_feeds IN (0, 1)),
    power_factor REAL NOT NULL DEFAULT 0.95 CONSTRAINT power_factor
        CHECK (typeof(power_factor) IN ('integer', 'real') AND power_factor > 0 AND power_factor <= 1),
    max_kw_legacy_air REAL CONSTRAINT max_kw_legacy_air
        CHECK (max_kw_legacy_air IS NULL OR (typeof(max_kw_legacy_air) IN ('integer', 'real')
               AND max_kw_legacy_air > 0 AND max_kw_legacy_air <= 2000)),
    max_kw_contained_air REAL CONSTRAINT max_kw_contained_air
        CHECK (max_kw_contained_air IS NULL OR (typeof(max_kw_contained_air) IN ('integer', 'real')
               AND max_kw_contained_air > 0 AND max_kw_contained_air <= 2000)),
    max_kw_rear_door REAL CONSTRAINT max_kw_rear_door
        CHECK (max_kw_rear_door IS NULL OR (typeof(max_kw_rear_door) IN ('integer', 'real')
               AND max_kw_rear_door > 0 AND max_kw_rear_door <= 2000)),
    max_kw_direct_liquid REAL CONSTRAINT max_kw_direct_liquid
        CHECK (max_kw_direct_liquid IS NULL OR (typeof(max_kw_direct_liquid) IN ('integer', 'real')
               AND max_kw_direct_liquid > 0 AND max_kw_direct_liquid <= 2000)),
    max_kw_immersion REAL CONSTRAINT max_kw_immersion
        CHECK (max_kw_immersion IS NULL OR (typeof(max_kw_immersion) IN ('integer', 'real')
               AND max_kw_immersion > 0 AND max_kw_immersion <= 2000)),
    available_racks INTEGER CONSTRAINT available_racks
        CHECK (available_racks IS NULL OR (typeof(available_racks) = 'integer' AND available_racks BETWEEN 0 AND 1000000)),
    contracted_power_kw REAL CONSTRAINT contracted_power_kw
        CHECK (contracted_power_kw IS NULL OR (typeof(contracted_power_kw) IN ('integer', 'real')
               AND contracted_power_kw > 0 AND contracted_power_kw <= 10000000)),
    rack_price_per_month REAL CONSTRAINT rack_price_per_month
        CHECK (rack_price_per_month IS NULL OR (typeof(rack_price_per_month) IN ('integer', 'real')
               AND rack_price_per_month >= 0 AND rack_price_per_month <= 1000000000)),
    price_per_kw_month REAL CONSTRAINT price_per_kw_month
        CHECK (price_per_kw_month IS NULL OR (typeof(price_per_kw_month) IN ('integer', 'real')
               AND price_per_kw_month >= 0 AND price_per_kw_month <= 1000000)),
    bandwidth_price_per_mbps_month REAL CONSTRAINT bandwidth_price_per_mbps_month
        CHECK (bandwidth_price_per_mbps_month IS NULL OR (typeof(bandwidth_price_per_mbps_month) IN ('integer', 'real')
               AND bandwidth_price_per_mbps_month >= 0 AND bandwidth_price_per_mbps_month <= 1000000)),
    tier TEXT NOT NULL DEFAULT '',
    certifications TEXT NOT NULL DEFAULT '',
    licences TEXT NOT NULL DEFAULT '',
    icp_filing_required INTEGER NOT NULL DEFAULT 1 CONSTRAINT icp_filing_required CHECK (icp_filing_required IN (0, 1)),
    self_operated INTEGER NOT NULL DEFAULT 1 CONSTRAINT self_operated CHECK (self_operated IN (0, 1)),
    bgp_lines INTEGER NOT NULL DEFAULT 0 CONSTRAINT bgp_lines
        CHECK (typeof(bgp_lines) = 'integer' AND bgp_lines BETWEEN 0 AND 1000),
    ddos_protection_gbps REAL CONSTRAINT ddos_protection_gbps
        CHECK (ddos_protection_gbps IS NULL OR (typeof(ddos_protection_gbps) IN ('integer', 'real')
               AND ddos_protection_gbps >= 0 AND ddos_protection_gbps <= 1000000)),
    notes TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CONSTRAINT source CHECK (source <> ''),
    source_date TEXT NOT NULL DEFAULT '' CONSTRAINT source_date
        CHECK (source_date = '' OR source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    built_in INTEGER NOT NULL DEFAULT 0 CONSTRAINT built_in CHECK (built_in IN (0, 1))
);

CREATE TABLE cloud_offers (
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
    CONSTRAINT on_demand_per_gpu_hour CHECK (on_demand_per_gpu_hour IS NOT NULL OR reserved_per_gpu_hour IS NOT NULL)
);

CREATE INDEX cloud_offers_card_id ON cloud_offers (card_id);

-- Which catalogue release the built-in rows come from (key 'catalogue_version').
CREATE TABLE catalogue_meta (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);

-- Built-in rows the user deleted: the merge of a newer catalogue must not bring them back.
CREATE TABLE removed_built_ins (
    table_name TEXT NOT NULL,
    id TEXT NOT NULL,
    PRIMARY KEY (table_name, id)
);
