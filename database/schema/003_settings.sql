-- Schema version 3: per-database settings (key/value text), e.g. the user's preferred currency, so a
-- catalogue file carries its own conventions when it is shared with a colleague.

CREATE TABLE settings (
    key TEXT PRIMARY KEY NOT NULL CONSTRAINT key CHECK (key <> ''),
    value TEXT NOT NULL
);
