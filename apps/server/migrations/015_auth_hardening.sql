-- Refresh rotation with a short grace: a spent refresh token names the token that replaced it and who
-- spent it, so the same client presenting it again within the grace gets the same session back
-- (two tabs refreshing at once) while a reuse after the grace, or from elsewhere, revokes the family.
ALTER TABLE auth_refresh_token ADD COLUMN successor_jti varchar(64);
ALTER TABLE auth_refresh_token ADD COLUMN used_by varchar(200);

-- Throttle counters are also used for public forms (applications per address per hour): an index
-- to sweep rows whose window has long passed.
CREATE INDEX auth_login_attempt_first ON auth_login_attempt (first_failure_at);
