-- Every blog post gets its own address (/blog/post/{slug}) and a search document, so the blog can
-- be searched the way the catalogue is (Spanish stemming over accent-folded text). The seed fills
-- both when it (re)loads the sample posts.
alter table blog_posts add column slug text;
alter table blog_posts add column search_document tsvector;
create unique index blog_posts_slug_idx on blog_posts (slug);
create index blog_posts_search_idx on blog_posts using gin (search_document);
