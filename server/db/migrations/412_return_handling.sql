-- A revoked purchase in the back office: requested, then received (with its date, whether its units
-- went back to stock), then refunded. A request past the 10 days is received all the same.
alter table order_revocations drop constraint order_revocations_state_check;
alter table order_revocations add constraint order_revocations_state_check check (state in ('requested', 'received', 'refunded'));
alter table order_revocations add column received_at timestamptz;
alter table order_revocations add column received_by text;
alter table order_revocations add column restocked boolean;
alter table order_revocations add column refunded_at timestamptz;
