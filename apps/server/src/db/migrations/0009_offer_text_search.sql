-- The ids of the offers whose search text matches a LIKE pattern, always through the trigram
-- index. Over the seeded catalogue the index finds '%coffee%' in about a third of the time a
-- sequential scan takes, but the planner's costs (which price LIKE on a 300-character text
-- like any other operator) choose the scan. A function's SET clause is a planner setting for
-- this one query, on both databases. PL/pgSQL, because it keeps the query's plan between
-- calls where an SQL function would plan it on every call; ROWS, because a match is a small
-- part of the catalogue (the default guess is 1000). The offer search joins it
-- (offer-search.ts).
CREATE FUNCTION offers_with_text(pattern text) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 200
  SET enable_seqscan = off
  AS $$ BEGIN RETURN QUERY SELECT id FROM offers WHERE search_text LIKE pattern; END $$;
