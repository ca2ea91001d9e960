-- Schema version 7: which cards are export-controlled for which destinations, and where facilities and cloud offers
-- are (docs/DATABASE.md, "cards", "facilities", "cloud_offers"; docs/MODEL.md, "Export controls"). The US Export
-- Administration Regulations (ECCN 3A090 / 4A090, the rules of 2022-10-07 and 2023-10-17, 88 FR 73458) require a
-- licence to send most datacentre accelerators to China, Hong Kong (treated as China since 85 FR 83765) and Macau
-- (88 FR 2821); the recommender leaves such a card out where it would be installed there, unless the scenario
-- allows it.
--
-- New columns only: every existing row keeps its values byte for byte; the built-in rows take the release's
-- values when the catalogue merge brings them up to date. A facility or offer the user added or edited gets its
-- country from its region text where that names China, Hong Kong or Macau plainly (so an old file's own site in
-- China is checked as the shipped ones are); any other region stays '' (not stated), for the user to set. The
-- shipped 'our-site' describes a Chinese site (CNY, East China electricity), so an edited copy without a region and
-- still in CNY is taken as CN. One transaction (SchemaMigrations.cpp).

ALTER TABLE cards ADD COLUMN export_control TEXT NOT NULL DEFAULT '';
ALTER TABLE cards ADD COLUMN export_restricted TEXT NOT NULL DEFAULT '';
ALTER TABLE facilities ADD COLUMN country TEXT NOT NULL DEFAULT '' CONSTRAINT country
    CHECK (country = '' OR (length(country) = 2 AND country GLOB '[A-Z][A-Z]'));
ALTER TABLE cloud_offers ADD COLUMN country TEXT NOT NULL DEFAULT '' CONSTRAINT country
    CHECK (country = '' OR (length(country) = 2 AND country GLOB '[A-Z][A-Z]'));

UPDATE facilities SET country = CASE
    WHEN region LIKE 'Hong Kong%' OR region LIKE '香港%' THEN 'HK'
    WHEN region LIKE 'Macau%' OR region LIKE 'Macao%' OR region LIKE '澳门%' THEN 'MO'
    WHEN region LIKE 'China%' OR region LIKE 'Mainland China%' OR region LIKE '中国%' THEN 'CN'
    WHEN id = 'our-site' AND region = '' AND currency = 'CNY' THEN 'CN'
    ELSE '' END;

UPDATE cloud_offers SET country = CASE
    WHEN region LIKE 'Hong Kong%' OR region LIKE 'cn-hongkong%' OR region LIKE '香港%' THEN 'HK'
    WHEN region LIKE 'Macau%' OR region LIKE 'Macao%' OR region LIKE '澳门%' THEN 'MO'
    WHEN region LIKE 'China%' OR region LIKE 'cn-%' OR region LIKE '中国%' THEN 'CN'
    ELSE '' END;
