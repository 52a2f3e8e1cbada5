-- Transcripts in site search (docs/rules/search.md, "Transcripts"): the cue text of the caption tracks
-- of a course's lessons (not archived) joins the course's search document at the lowest weight, D, so
-- a visitor finds the course whose lesson says the word. Kept by triggers like the rest of the
-- document: a lesson's media, archiving or removal refreshes its course.
CREATE OR REPLACE FUNCTION courses_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', regexp_replace(coalesce(NEW.description_html, ''), '<[^>]+>', ' ', 'g')), 'C') ||
    setweight(to_tsvector('english', coalesce((
      SELECT string_agg(c->>'text', ' ')
      FROM lessons l, jsonb_array_elements(l.media) m, jsonb_array_elements(coalesce(m->'tracks', '[]'::jsonb)) t, jsonb_array_elements(coalesce(t->'cues', '[]'::jsonb)) c
      WHERE l.course_id = NEW.id AND l.archived_at IS NULL), '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER courses_search_vector_trigger ON courses;
--> statement-breakpoint
-- search_vector in the list: setting it (to anything) asks for a refresh, which the lessons' trigger does.
CREATE TRIGGER courses_search_vector_trigger BEFORE INSERT OR UPDATE OF title, summary, description_html, category_id, search_vector
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_search_vector_refresh();
--> statement-breakpoint
CREATE FUNCTION lessons_refresh_course_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.course_id IS DISTINCT FROM NEW.course_id) THEN
    UPDATE courses SET search_vector = NULL WHERE id = OLD.course_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE courses SET search_vector = NULL WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lessons_course_search AFTER INSERT OR DELETE OR UPDATE OF media, archived_at, course_id
  ON lessons FOR EACH ROW EXECUTE FUNCTION lessons_refresh_course_search();
--> statement-breakpoint
-- Courses whose lessons already have captions (the demo's) get them in their document now.
UPDATE courses SET search_vector = NULL WHERE id IN (SELECT course_id FROM lessons WHERE media::text LIKE '%"cues"%');
