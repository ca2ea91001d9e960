-- Schema version 8: the network each server has towards other servers, per GPU (docs/DATABASE.md, "servers";
-- docs/MODEL.md, "The network between servers"): what expert-parallel all-to-all, tensor or pipeline parallelism
-- across servers, the KV transfer between separate prefill and decode pools and training's data-parallel
-- all-reduce cross. In Gb/s per GPU as NICs are sold (DGX H100: one 400G ConnectX-7 per GPU, datacenter.md
-- section 4.1), with where the figure comes from. NULL: not known, and the models assume 400 Gb/s per GPU and say
-- so. New columns only: every existing row keeps its values byte for byte; the built-in rows take the release's
-- values when the catalogue merge brings them up to date. One transaction (SchemaMigrations.cpp).

ALTER TABLE servers ADD COLUMN network_gbps_per_gpu REAL CONSTRAINT network_gbps_per_gpu
    CHECK (network_gbps_per_gpu IS NULL OR (typeof(network_gbps_per_gpu) IN ('integer', 'real')
           AND network_gbps_per_gpu >= 1 AND network_gbps_per_gpu <= 3200));
ALTER TABLE servers ADD COLUMN network_source TEXT NOT NULL DEFAULT '';
