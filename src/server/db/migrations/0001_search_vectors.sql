-- Full-text documents kept by triggers, so every insert or update (seed, admin, API) stays searchable.
-- 'english' is passed explicitly: to_tsvector(regconfig, text) is immutable and indexable.
CREATE FUNCTION courses_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', regexp_replace(coalesce(NEW.description_html, ''), '<[^>]+>', ' ', 'g')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_vector_trigger BEFORE INSERT OR UPDATE OF title, summary, description_html, category_id
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_search_vector_refresh();
--> statement-breakpoint
CREATE FUNCTION help_articles_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', regexp_replace(coalesce(NEW.content_html, ''), '<[^>]+>', ' ', 'g')), 'B');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER help_articles_search_vector_trigger BEFORE INSERT OR UPDATE OF title, content_html
  ON help_articles FOR EACH ROW EXECUTE FUNCTION help_articles_search_vector_refresh();
