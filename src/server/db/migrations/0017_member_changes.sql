-- "This member's data changed": the signal that drops every instance's copy of the member's reads
-- (docs/performance.md, "Member reads"). A trigger on each table those reads come from sends the
-- member's id on the member_changed channel. NOTIFY is transactional: it is delivered only when the
-- writing transaction commits, and PostgreSQL sends one notification per member per transaction
-- however many rows changed. Every write path is covered, the API, jobs, webhooks, the studio and SQL.
CREATE FUNCTION member_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.user_id IS NOT NULL THEN PERFORM pg_notify('member_changed', OLD.user_id::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.user_id IS NOT NULL THEN PERFORM pg_notify('member_changed', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The member's own row; a mentor's new name or picture shows on each mentee's dashboard too.
CREATE FUNCTION member_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('member_changed', OLD.id::text);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('member_changed', NEW.id::text);
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS DISTINCT FROM OLD.name OR NEW.avatar_path IS DISTINCT FROM OLD.avatar_path THEN
      PERFORM pg_notify('member_changed', i.invitee_id::text)
        FROM mentor_invitations i WHERE i.user_id = NEW.id AND i.status = 'accepted' AND i.invitee_id IS NOT NULL;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_invitation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.invitee_id IS NOT NULL THEN PERFORM pg_notify('member_changed', OLD.invitee_id::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.invitee_id IS NOT NULL THEN PERFORM pg_notify('member_changed', NEW.invitee_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A recommendation changed or went: every mentee it is for, one by one or through a group.
CREATE FUNCTION member_recommendation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec_id integer;
BEGIN
  IF TG_OP = 'DELETE' THEN rec_id := OLD.id; ELSE rec_id := NEW.id; END IF;
  PERFORM pg_notify('member_changed', m.user_id::text) FROM recommendation_mentees m WHERE m.recommendation_id = rec_id;
  PERFORM pg_notify('member_changed', gm.user_id::text)
    FROM recommendation_groups rg JOIN mentor_group_members gm ON gm.group_id = rg.group_id WHERE rg.recommendation_id = rec_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A group added to or taken off a recommendation: the group's members.
CREATE FUNCTION member_recommendation_group_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN gid := OLD.group_id; ELSE gid := NEW.group_id; END IF;
  PERFORM pg_notify('member_changed', gm.user_id::text) FROM mentor_group_members gm WHERE gm.group_id = gid;
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('member_changed', gm.user_id::text) FROM mentor_group_members gm WHERE gm.group_id = OLD.group_id AND OLD.group_id <> NEW.group_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_member_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION member_account_changed();
--> statement-breakpoint
CREATE TRIGGER enrolments_member_changed AFTER INSERT OR UPDATE OR DELETE ON enrolments FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER bookmarks_member_changed AFTER INSERT OR UPDATE OR DELETE ON bookmarks FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER certificates_member_changed AFTER INSERT OR UPDATE OR DELETE ON certificates FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_member_changed AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER points_ledger_member_changed AFTER INSERT OR UPDATE OR DELETE ON points_ledger FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER points_totals_member_changed AFTER INSERT OR UPDATE OR DELETE ON points_totals FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER badge_awards_member_changed AFTER INSERT OR UPDATE OR DELETE ON badge_awards FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER learning_days_member_changed AFTER INSERT OR UPDATE OR DELETE ON learning_days FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER recommendation_mentees_member_changed AFTER INSERT OR UPDATE OR DELETE ON recommendation_mentees FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER mentor_group_members_member_changed AFTER INSERT OR UPDATE OR DELETE ON mentor_group_members FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER mentor_invitations_member_changed AFTER INSERT OR UPDATE OR DELETE ON mentor_invitations FOR EACH ROW EXECUTE FUNCTION member_invitation_changed();
--> statement-breakpoint
CREATE TRIGGER course_recommendations_member_changed AFTER UPDATE OR DELETE ON course_recommendations FOR EACH ROW EXECUTE FUNCTION member_recommendation_changed();
--> statement-breakpoint
CREATE TRIGGER recommendation_groups_member_changed AFTER INSERT OR UPDATE OR DELETE ON recommendation_groups FOR EACH ROW EXECUTE FUNCTION member_recommendation_group_changed();
