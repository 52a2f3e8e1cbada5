-- pg_trgm (trigram similarity) gives search its typo tolerance; PGlite loads it as an extension
-- (src/server/db/client.ts). It is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_articles_title_trgm_idx" ON "help_articles" USING gin ("title" gin_trgm_ops);