-- The staff's inbox of contact messages: each message is unread, read or answered (who moved it
-- last, and when), remembers the language of the page it was sent from (answers are written in it),
-- and keeps its answers: the text, who wrote it and when, and the e-mail queued in the outbox.
alter table contact_messages add column language text;
alter table contact_messages add column state text not null default 'unread'
  check (state in ('unread', 'read', 'answered'));
alter table contact_messages add column state_changed_at timestamptz;
alter table contact_messages add column state_changed_by uuid references staff_members (id) on delete set null;

create table contact_message_answers (
  id bigserial primary key,
  message_id bigint not null references contact_messages (id) on delete cascade,
  body text not null,
  -- The staff member who answered (null once their account is gone: `staff_email` stays).
  staff_id uuid references staff_members (id) on delete set null,
  staff_email text not null,
  mail_id bigint references mail_outbox (id) on delete set null,
  created_at timestamptz not null default now()
);
create index contact_message_answers_message_idx on contact_message_answers (message_id, id);

-- The inbox by state, newest first, and the search by the sender's e-mail (whole or its beginning).
create index contact_messages_state_idx on contact_messages (state, id desc);
create index contact_messages_email_idx on contact_messages (lower(email) text_pattern_ops);
