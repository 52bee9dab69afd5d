-- Recruiters filter on any part of a rep's location (`location ILIKE '%text%'`), which no B-tree can answer: a rare
-- place would walk every listing. Every three-letter piece of the searched text is also a piece of any location that
-- contains it, so the search adds `talent_trigrams(location) @> talent_trigrams(text)`, a GIN lookup that keeps
-- exactly the listings ILIKE can match (both sides lower-cased, as ILIKE compares them) and leaves ILIKE to decide.
-- A plain SQL function rather than the pg_trgm extension, which the embedded database does not load.
CREATE OR REPLACE FUNCTION talent_trigrams(value text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(value), i, 3)), '{}')
  FROM generate_series(1, length(lower(value)) - 2) AS i
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- Not partial (unlike the other listing indexes): PostgreSQL estimates how many rows match from the statistics of
-- an index expression only when the index covers the whole table, and that estimate decides between this index and
-- walking the ranking index (the better way for a common place).
CREATE INDEX talent_profiles_location_trigrams_idx ON talent_profiles USING gin (talent_trigrams(location));
