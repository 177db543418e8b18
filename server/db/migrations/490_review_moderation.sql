-- Review moderation in the back office. A shopper's review is shown at once and waits, 'new', for a
-- moderator: 'published' once one has read it, 'hidden' (with the reason, who and when) when it must
-- not be shown. Hidden reviews leave everything a shopper reads: the product's reviews, its rating
-- and review count. A moderator may correct the text; `original_content` keeps what the author wrote
-- (null while never edited). The sample reviews are published.
alter table catalog_reviews add column state text not null default 'new' check (state in ('new', 'published', 'hidden'));
alter table catalog_reviews add column hidden_reason text;
alter table catalog_reviews add column moderated_at timestamptz;
alter table catalog_reviews add column moderated_by uuid references staff_members (id) on delete set null;
alter table catalog_reviews add column moderated_by_email text;
alter table catalog_reviews add column original_content text;
alter table catalog_reviews add column edited_at timestamptz;

update catalog_reviews set state = 'published' where seeded;

-- The moderation queue (new first, then newest; one state), and an author's reviews: the same
-- e-mail, or the same name without one (server/review/moderation-store.ts `AUTHOR_KEY`).
create index catalog_reviews_queue_idx on catalog_reviews ((state = 'new') desc, created_at desc, id desc);
create index catalog_reviews_state_idx on catalog_reviews (state, created_at desc, id desc);
create index catalog_reviews_author_idx on catalog_reviews ((case when email is not null then 'e:' || lower(email) else 'n:' || lower(author) end));
