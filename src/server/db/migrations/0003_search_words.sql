CREATE TABLE "search_words" (
	"source" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_source_word_pk" PRIMARY KEY("source","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every word of three letters or more in a title, added as titles are written; words are never
-- removed (a stale word finds nothing, and a suggestion is offered only when it finds something).
CREATE FUNCTION search_words_from_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
  SELECT TG_ARGV[0], w FROM regexp_split_to_table(lower(NEW.title), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_search_words AFTER INSERT OR UPDATE OF title ON courses FOR EACH ROW EXECUTE FUNCTION search_words_from_title('course');--> statement-breakpoint
CREATE TRIGGER help_articles_search_words AFTER INSERT OR UPDATE OF title ON help_articles FOR EACH ROW EXECUTE FUNCTION search_words_from_title('help');--> statement-breakpoint
INSERT INTO search_words (source, word)
SELECT DISTINCT 'course', w FROM courses c, regexp_split_to_table(lower(c.title), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_words (source, word)
SELECT DISTINCT 'help', w FROM help_articles h, regexp_split_to_table(lower(h.title), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
