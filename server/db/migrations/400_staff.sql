-- The shop's staff: accounts apart from shoppers' (invited by e-mail, password plus TOTP), roles as
-- sets of permissions, their sessions (a cookie of their own, short idle timeout) and the audit log
-- of every staff write, written in the same transaction as the write.

create table staff_roles (
  code text primary key,
  name text not null,
  -- Permission strings (server/staff/permissions.ts); the owner role has every permission whatever is listed.
  permissions text[] not null default '{}',
  created_at timestamptz not null default now()
);
insert into staff_roles (code, name, permissions) values
  ('owner', 'Owner', '{}'),
  ('orders', 'Orders and payments', '{orders:read,orders:manage,payments:refund,messages:read}'),
  ('catalogue', 'Catalogue and prices', '{prices:import,catalogue:moderate,messages:read}'),
  ('viewer', 'Read-only', '{orders:read,messages:read}');

create table staff_members (
  id uuid primary key,
  email text not null,
  email_lower text not null unique,
  name text not null default '',
  role text not null references staff_roles (code),
  status text not null default 'invited' check (status in ('invited', 'active', 'disabled')),
  -- scrypt, as shoppers' passwords (server/account/password.ts); null until the invitation is accepted.
  password_hash text,
  -- TOTP (RFC 6238, SHA-1, 6 digits, 30 s): the secret in base32 once enrolled, and the last time
  -- step a code was accepted for (a code is accepted once: no replay within its window).
  totp_secret text,
  totp_last_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Invitations (and the owner's setup link): SHA-256 digests of the token only; one use, until expires_at.
create table staff_invitations (
  token_hash text primary key,
  staff_id uuid not null references staff_members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_invitations_staff_idx on staff_invitations (staff_id);

-- Staff sessions: the cookie holds a random token, the row its SHA-256 digest. `stage` is
-- 'second-factor' between a right password and a right TOTP code (with the secret being enrolled,
-- if any), then 'signed-in'. A session ends after the idle timeout without a request or at expires_at.
create table staff_sessions (
  token_hash text primary key,
  staff_id uuid not null references staff_members (id) on delete cascade,
  stage text not null check (stage in ('second-factor', 'signed-in')),
  pending_totp_secret text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  address text not null default ''
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);
create index staff_sessions_expires_idx on staff_sessions (expires_at);

-- Who did what and why: one row per staff write, in the write's own transaction.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default clock_timestamp(),
  actor_id uuid references staff_members (id) on delete set null,
  -- The actor as they were (kept when the account goes): an e-mail, or `system:<command>`.
  actor text not null,
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb,
  reason text not null default '',
  address text not null default ''
);
-- Read newest first (by id, the order entries were written in), by actor, by entity, or by date.
create index audit_log_at_idx on audit_log (at);
create index audit_log_actor_idx on audit_log (actor_id, id desc);
create index audit_log_entity_idx on audit_log (entity, entity_id, id desc);
