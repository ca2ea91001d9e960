-- Schema version 5: what each card reaches of its datasheet, per software stack (issue 26; docs/DATABASE.md,
-- "efficiency_profiles"; docs/MODEL.md, "Efficiency profiles"). One row per card and stack: the share of the
-- dense peak reached (BF16/FP16, and FP8 / FP4 where measured apart), the share of memory bandwidth, a fixed time
-- per decode step, the share of the GPU-to-GPU bandwidth the tensor-parallel all-reduces reach and one card's
-- power at idle and at full load, each with its low and high, and how they are known (evidence). A NULL low or
-- high is no range of its own: the models then apply the evidence's default range. Cards gain fp4_tflops, the
-- dense FP4 peak (NVFP4 / MXFP4) of the parts that have FP4 in hardware; NULL elsewhere. New tables and columns
-- only: no existing row is rewritten, so the user's own rows stay byte for byte. One transaction
-- (SchemaMigrations.cpp).

ALTER TABLE cards ADD COLUMN fp4_tflops REAL CONSTRAINT fp4_tflops
    CHECK (fp4_tflops IS NULL OR (typeof(fp4_tflops) IN ('integer', 'real') AND fp4_tflops > 0 AND fp4_tflops <= 1000000));

CREATE TABLE efficiency_profiles (
    id TEXT PRIMARY KEY NOT NULL
        CONSTRAINT id CHECK (id <> '' AND id NOT GLOB '*[^a-z0-9._-]*'),
    card_id TEXT NOT NULL REFERENCES cards (id) ON UPDATE CASCADE ON DELETE CASCADE,
    stack TEXT NOT NULL DEFAULT '',
    evidence TEXT NOT NULL DEFAULT 'assumed' CONSTRAINT evidence
        CHECK (evidence IN ('measured-public', 'measured-yours', 'vendor', 'assumed')),
    compute_share REAL NOT NULL CONSTRAINT compute_share
        CHECK (typeof(compute_share) IN ('integer', 'real') AND compute_share > 0 AND compute_share <= 1),
    compute_share_low REAL CONSTRAINT compute_share_low
        CHECK (compute_share_low IS NULL OR (typeof(compute_share_low) IN ('integer', 'real') AND compute_share_low > 0 AND compute_share_low <= 1)),
    compute_share_high REAL CONSTRAINT compute_share_high
        CHECK (compute_share_high IS NULL OR (typeof(compute_share_high) IN ('integer', 'real') AND compute_share_high > 0 AND compute_share_high <= 1)),
    fp8_compute_share REAL CONSTRAINT fp8_compute_share
        CHECK (fp8_compute_share IS NULL OR (typeof(fp8_compute_share) IN ('integer', 'real') AND fp8_compute_share > 0 AND fp8_compute_share <= 1)),
    fp4_compute_share REAL CONSTRAINT fp4_compute_share
        CHECK (fp4_compute_share IS NULL OR (typeof(fp4_compute_share) IN ('integer', 'real') AND fp4_compute_share > 0 AND fp4_compute_share <= 1)),
    bandwidth_share REAL NOT NULL CONSTRAINT bandwidth_share
        CHECK (typeof(bandwidth_share) IN ('integer', 'real') AND bandwidth_share > 0 AND bandwidth_share <= 1),
    bandwidth_share_low REAL CONSTRAINT bandwidth_share_low
        CHECK (bandwidth_share_low IS NULL OR (typeof(bandwidth_share_low) IN ('integer', 'real') AND bandwidth_share_low > 0 AND bandwidth_share_low <= 1)),
    bandwidth_share_high REAL CONSTRAINT bandwidth_share_high
        CHECK (bandwidth_share_high IS NULL OR (typeof(bandwidth_share_high) IN ('integer', 'real') AND bandwidth_share_high > 0 AND bandwidth_share_high <= 1)),
    step_overhead_ms REAL NOT NULL DEFAULT 0 CONSTRAINT step_overhead_ms
        CHECK (typeof(step_overhead_ms) IN ('integer', 'real') AND step_overhead_ms >= 0 AND step_overhead_ms <= 1000),
    step_overhead_ms_low REAL CONSTRAINT step_overhead_ms_low
        CHECK (step_overhead_ms_low IS NULL OR (typeof(step_overhead_ms_low) IN ('integer', 'real') AND step_overhead_ms_low >= 0 AND step_overhead_ms_low <= 1000)),
    step_overhead_ms_high REAL CONSTRAINT step_overhead_ms_high
        CHECK (step_overhead_ms_high IS NULL OR (typeof(step_overhead_ms_high) IN ('integer', 'real') AND step_overhead_ms_high >= 0 AND step_overhead_ms_high <= 1000)),
    tp_share REAL NOT NULL DEFAULT 0.8 CONSTRAINT tp_share
        CHECK (typeof(tp_share) IN ('integer', 'real') AND tp_share > 0 AND tp_share <= 1),
    tp_share_low REAL CONSTRAINT tp_share_low
        CHECK (tp_share_low IS NULL OR (typeof(tp_share_low) IN ('integer', 'real') AND tp_share_low > 0 AND tp_share_low <= 1)),
    tp_share_high REAL CONSTRAINT tp_share_high
        CHECK (tp_share_high IS NULL OR (typeof(tp_share_high) IN ('integer', 'real') AND tp_share_high > 0 AND tp_share_high <= 1)),
    idle_w REAL CONSTRAINT idle_w
        CHECK (idle_w IS NULL OR (typeof(idle_w) IN ('integer', 'real') AND idle_w >= 0 AND idle_w <= 100000)),
    full_load_w REAL CONSTRAINT full_load_w
        CHECK (full_load_w IS NULL OR (typeof(full_load_w) IN ('integer', 'real') AND full_load_w > 0 AND full_load_w <= 100000)),
    full_load_w_low REAL CONSTRAINT full_load_w_low
        CHECK (full_load_w_low IS NULL OR (typeof(full_load_w_low) IN ('integer', 'real') AND full_load_w_low > 0 AND full_load_w_low <= 100000)),
    full_load_w_high REAL CONSTRAINT full_load_w_high
        CHECK (full_load_w_high IS NULL OR (typeof(full_load_w_high) IN ('integer', 'real') AND full_load_w_high > 0 AND full_load_w_high <= 100000)),
    source TEXT NOT NULL CONSTRAINT source CHECK (source <> ''),
    source_date TEXT NOT NULL DEFAULT '' CONSTRAINT source_date
        CHECK (source_date = '' OR source_date GLOB '[0-9][0-9][0-9][0-9]*'),
    notes TEXT NOT NULL DEFAULT '',
    built_in INTEGER NOT NULL DEFAULT 0 CONSTRAINT built_in CHECK (built_in IN (0, 1)),
    CONSTRAINT compute_share_low CHECK (compute_share_low IS NULL OR compute_share_low <= compute_share),
    CONSTRAINT compute_share_high CHECK (compute_share_high IS NULL OR compute_share_high >= compute_share),
    CONSTRAINT bandwidth_share_low CHECK (bandwidth_share_low IS NULL OR bandwidth_share_low <= bandwidth_share),
    CONSTRAINT bandwidth_share_high CHECK (bandwidth_share_high IS NULL OR bandwidth_share_high >= bandwidth_share),
    CONSTRAINT step_overhead_ms_low CHECK (step_overhead_ms_low IS NULL OR step_overhead_ms_low <= step_overhead_ms),
    CONSTRAINT step_overhead_ms_high CHECK (step_overhead_ms_high IS NULL OR step_overhead_ms_high >= step_overhead_ms),
    CONSTRAINT tp_share_low CHECK (tp_share_low IS NULL OR tp_share_low <= tp_share),
    CONSTRAINT tp_share_high CHECK (tp_share_high IS NULL OR tp_share_high >= tp_share),
    CONSTRAINT full_load_w_low CHECK (full_load_w_low IS NULL OR (full_load_w IS NOT NULL AND full_load_w_low <= full_load_w)),
    CONSTRAINT full_load_w_high CHECK (full_load_w_high IS NULL OR (full_load_w IS NOT NULL AND full_load_w_high >= full_load_w)),
    CONSTRAINT idle_w CHECK (idle_w IS NULL OR full_load_w IS NULL OR idle_w <= full_load_w)
);

CREATE INDEX efficiency_profiles_card_id ON efficiency_profiles (card_id);
