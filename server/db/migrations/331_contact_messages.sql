-- Messages visitors send through the contact form, kept for the shop's staff.
create table contact_messages (
  id bigserial primary key,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  client_address text not null,
  received_at timestamptz not null default now()
);
create index contact_messages_received_idx on contact_messages (received_at desc);

-- Messages sent per client address within the current window (the contact form's rate limit).
create table contact_rate_limits (
  key text primary key,
  messages integer not null,
  window_started_at timestamptz not null
);
