-- Every e-mail the shop sends, written in the same transaction as what it tells about (an order, a
-- payment, a reset request, a contact message). A worker in each gateway takes due messages under a
-- lease (one gateway at a time per message), sends them over SMTP and marks them sent once the
-- server accepts them; failures are tried again later. Without a mail server configured, messages
-- are held here (shown at /dev/mail in development) and never sent later.
create table mail_outbox (
  id bigserial primary key,
  kind text not null,
  -- Makes a message about one event be queued once (for example `order-confirmation:<order id>`).
  dedupe_key text unique,
  to_address text not null,
  reply_to text,
  subject text not null,
  html text not null,
  text text not null,
  language text not null,
  -- Bodies that hold a secret (a reset link): blanked once the message is sent.
  sensitive boolean not null default false,
  held boolean not null default false,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  leased_by text,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  message_id text
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null and not held;
create index mail_outbox_created_idx on mail_outbox (created_at desc);

-- Password-reset tokens, kept as SHA-256 digests only; a token works once, within 30 minutes.
create table password_resets (
  token_hash text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_account_idx on password_resets (account_id);
