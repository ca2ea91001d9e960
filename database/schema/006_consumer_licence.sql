-- Schema version 6: which cards a buyer may not deploy in a datacentre (docs/DATABASE.md, "cards"). NVIDIA's
-- GeForce driver licence, section 2.1.3 "No Datacenter Deployment", forbids it (nvidia.com/drivers/geforce-license);
-- the recommender leaves owning such a card out unless the scenario allows it. 0 for every existing row: a new
-- column only, so the user's own rows stay byte for byte; the built-in rows take the release's value when the
-- catalogue merge brings them up to date. One transaction (SchemaMigrations.cpp).

ALTER TABLE cards ADD COLUMN consumer_licence INTEGER NOT NULL DEFAULT 0 CONSTRAINT consumer_licence
    CHECK (consumer_licence IN (0, 1));
