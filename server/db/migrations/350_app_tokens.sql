-- Bearer tokens of apps. An app's session is a row of `sessions` like a browser's (its sid starts
-- with `app:`); its tokens are kept as SHA-256 digests only and end with it (sign-out, expiry).
create table app_tokens (
  token_hash text primary key,
  sid text not null references sessions (sid) on delete cascade,
  kind text not null check (kind in ('access', 'refresh')),
  -- Access tokens: when they stop working. Refresh tokens live as long as their session.
  expires_at timestamptz,
  -- Refresh tokens: when exchanged. A second use ends the session (a stolen copy is worth nothing).
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index app_tokens_sid_idx on app_tokens (sid);

-- An account's sessions, browsers and apps alike: its signed-in devices, and signing it out everywhere.
create index sessions_account_idx on sessions ((data->>'accountId'));

-- Accounts whose apps' tokens may send any GraphQL document where only trusted operations run.
alter table accounts add column developer boolean not null default false;
