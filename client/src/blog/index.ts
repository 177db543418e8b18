// What other features use of the blog: a post's card.
export { PostCard } from './post-card/post-card';
