-- A token revoked, expired early, or deleted: the same member_changed signal as migration 0017, so
-- every instance drops its copies of the member's token lookups on commit (docs/performance.md,
-- "Member reads"; src/server/auth/token-cache.ts). "Last seen" (last_used_at) is not among the
-- columns, so the once-a-minute touch drops nothing.
CREATE TRIGGER access_tokens_member_changed AFTER UPDATE OF revoked_at, expires_at, user_id, second_factor, token_hash OR DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
