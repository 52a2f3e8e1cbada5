-- The language of the page an enquiry was written from (docs/i18n.md, "E-mails"), so the studio's
-- reply is framed in it; null for enquiries kept before it was recorded.
ALTER TABLE "enquiries" ADD COLUMN "language" text;
