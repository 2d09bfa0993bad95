-- The offer search by words, literally or closely spelt (decision 0054).
--
-- offer_search_words: every word of the offers' search texts (split where pg_trgm splits,
-- at anything but a letter or digit), kept by a trigger as offers are written. A close
-- spelling is looked up among these thousand-odd short words, where similarity is cheap,
-- not in every offer's 300-character text. A word whose offers are gone stays: it only finds
-- nothing.
CREATE TABLE offer_search_words (word text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX offer_search_words_trgm_idx ON offer_search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION offer_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_search_words (word)
    SELECT DISTINCT w FROM written, regexp_split_to_table(written.search_text, '[^[:alnum:]]+') AS w
    WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_search_words_on_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION offer_search_words_add();--> statement-breakpoint
CREATE TRIGGER offers_search_words_on_update AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION offer_search_words_add();--> statement-breakpoint
INSERT INTO offer_search_words (word)
  SELECT DISTINCT w FROM offers, regexp_split_to_table(offers.search_text, '[^[:alnum:]]+') AS w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The ids of the offers that match every word of a search, each word in any of its spellings
-- (a word's spellings are one array element, separated by spaces). A spelling matches where
-- the search text holds it literally (LIKE, its wildcards escaped), or holds a catalogue word
-- whose similarity to it is at least 0.5 (the domain's WORD_SIMILARITY_THRESHOLD; a test
-- holds the two to the same figure). The words are matched in turn, each among the offers the
-- words before it kept, and an empty set ends the loop. Each pattern is one search of the
-- trigram index. The SET clauses are this function's alone, as in offers_with_text (0009).
CREATE FUNCTION offers_with_words(words text[]) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 200
  SET enable_seqscan = off
  SET pg_trgm.similarity_threshold = 0.5
  AS $$
DECLARE
  spellings text;
  patterns text[];
  found uuid[];
BEGIN
  FOREACH spellings IN ARRAY words LOOP
    SELECT array_agg(DISTINCT
        '%' || replace(replace(replace(c.text, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      INTO patterns
      FROM (SELECT s.spelling AS text FROM unnest(string_to_array(spellings, ' ')) AS s(spelling)
        UNION
        SELECT v.word FROM unnest(string_to_array(spellings, ' ')) AS s(spelling)
        JOIN offer_search_words v ON v.word % s.spelling) AS c;
    SELECT coalesce(array_agg(DISTINCT m.id), '{}') INTO found
      FROM unnest(patterns) AS p(pattern)
      CROSS JOIN LATERAL (
        SELECT o.id FROM offers o
        WHERE o.search_text LIKE p.pattern AND (found IS NULL OR o.id = ANY (found))
      ) AS m;
    EXIT WHEN cardinality(found) = 0;
  END LOOP;
  RETURN QUERY SELECT unnest(found);
END $$;
